import type { Config } from '@react-router/dev/config'

export default {
  // Every public page is prerendered to HTML at build time and served as a static file;
  // the Node server in server/ only adds the API. No server rendering at request time.
  ssr: false,
  async prerender() {
    const { notFoundPaths, prerenderPaths } = await import('./app/content/registry.server')
    return [...prerenderPaths(), ...notFoundPaths()]
  },
} satisfies Config

import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { buildEnv } from './shared/build-env'

export default {
  // Every public page is prerendered to HTML at build time and served as a static file;
  // the Node server in server/ only adds the API. No server rendering at request time, and no
  // client router either: the pages are HTML with islands (docs/decisions/0001).
  ssr: false,
  // `build` by default; the content editor's publish builds a release folder beside the served one.
  buildDirectory: buildEnv().BUILD_DIR,
  async prerender() {
    const { notFoundPaths, prerenderPaths } = await import('#shared/content/registry.server')
    return [...prerenderPaths(), ...notFoundPaths()]
  },
  // Sitemap, search index, the client router's files removed, precompression (scripts/postbuild).
  async buildEnd({ reactRouterConfig }) {
    const { finishBuild } = await import('./scripts/postbuild')
    await finishBuild(path.join(reactRouterConfig.buildDirectory, 'client'))
  },
} satisfies Config

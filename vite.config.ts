import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { contentAlias } from './scripts/content-alias.ts'
import { SHIPPED_CONTENT } from './shared/content/folder.ts'

/**
 * The Content-Security-Policy allows no inline styles, so libraries may not inject <style>
 * elements: sonner's CSS is imported as a file instead (features/toasts/toaster.tsx), and the
 * scroll lock of Radix dialogs writes its rules through a constructed stylesheet (lib/style-singleton.ts).
 */
const noInjectedStyles: Plugin = {
  name: 'no-injected-styles',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null
    const patched = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '')
    if (patched === code)
      this.error(
        'sonner no longer injects its stylesheet with __insertCSS("..."): update the no-injected-styles plugin',
      )
    return patched
  },
}

const isFramework = /node_modules[\\/](react|react-dom|react-router|cookie|set-cookie-parser)[\\/]/
const isDomClient = /node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)/

export default defineConfig(({ command }) => {
  // The dev server shows the content being written in this checkout (app/content); builds read
  // the site's content folder (CONTENT_DIR, README "Configuration").
  if (command === 'serve') process.env.CONTENT_DIR ||= path.resolve(SHIPPED_CONTENT)
  return {
    ...config,
    resolve: {
      alias: [
        { find: /^react-style-singleton$/, replacement: path.resolve('app/lib/style-singleton.ts') },
        contentAlias(),
      ],
    },
  }
})

const config = {
  plugins: [noInjectedStyles, tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Kept in build/client/.vite (never served): the post-build steps and the admin pages read
    // the stylesheet's hashed name from it.
    manifest: true,
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // Few, cache-friendly files instead of dozens of tiny ones: React and React Router in one
        // chunk, what five or more pages share in another (code only a few layouts use stays out
        // of every other page's first load), and each layout's own code in its route. React DOM's client stays with the entry, which hydrates: evaluating it there
        // splits the start-up work into two tasks instead of one long one.
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => isFramework.test(id) && !isDomClient.test(id), priority: 2 },
            { name: 'shared', minShareCount: 5, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
} satisfies UserConfig

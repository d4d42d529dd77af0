import fs from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { contentAlias } from './scripts/content-alias.ts'
import { siteStyle } from './scripts/site-style.ts'
import { buildContentDirFrom, SHIPPED_CONTENT } from './shared/content/folder.ts'
import { zoneOffsets } from './shared/hours/zone-offsets.ts'

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

/** React and React DOM's client: one long-cached chunk, fetched by the first React island a person wakes. */
const isReact =
  /node_modules[\\/](react[\\/]|react-dom[\\/](client\.js|index\.js|cjs[\\/]react-dom(-client)?\.)|scheduler[\\/])/

/**
 * The practice's time zone over the years around the build, for the browser's hours
 * (shared/hours/wall-clock.ts): from the year before the build's clock to six years after it.
 */
function practiceZoneOffsets() {
  const practice = JSON.parse(
    fs.readFileSync(path.join(buildContentDirFrom(process.env), 'practice.json'), 'utf8'),
  ) as { timeZone: string }
  const epoch = Number(process.env.SOURCE_DATE_EPOCH)
  const year = (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).getUTCFullYear()
  return zoneOffsets(practice.timeZone, year - 1, year + 7)
}

export default defineConfig(({ command }) => {
  // The dev server shows the content being written in this checkout (app/content); builds read
  // the site's content folder (CONTENT_DIR, README "Configuration").
  if (command === 'serve') process.env.CONTENT_DIR ||= path.resolve(SHIPPED_CONTENT)
  return {
    ...config,
    define: { 'globalThis.__PRACTICE_ZONE_OFFSETS__': JSON.stringify(practiceZoneOffsets()) },
    resolve: {
      alias: [
        { find: /^react-style-singleton$/, replacement: path.resolve('app/lib/style-singleton.ts') },
        contentAlias(),
      ],
    },
  }
})

const config = {
  plugins: [noInjectedStyles, tailwindcss(), reactRouter(), siteStyle()],
  build: {
    assetsInlineLimit: 0,
    // Kept in build/client/.vite (never served): the build's tests read the island loader's modules from it.
    manifest: true,
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // The island loader (app/entry.client.ts) is the one script a page requests; each island is
        // a chunk of its own, loaded when it starts, sharing what islands share. The route modules
        // React Router builds for the browser are never requested: the pages carry no router.
        codeSplitting: {
          groups: [{ name: 'react', test: (id) => isReact.test(id), priority: 2 }],
        },
      },
    },
  },
} satisfies UserConfig

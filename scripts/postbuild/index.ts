// What the build does after React Router has prerendered every page, run from its `buildEnd`
// hook (react-router.config.ts): the SEO files, the page rewrite, precompression. Any step that
// meets something it does not know throws, and the build fails.
import fs from 'node:fs'
import path from 'node:path'
import { announcementScripts } from '#app/features/announcement/announcement.server'
import { photoCache } from '#app/features/photos/photos.server'
import { searchQueryScript } from '#app/features/search/query-script'
import { themeScript } from '#shared/theme'
import { writeSeoFiles } from '../seo/build-seo'
import { optimizeHtml } from './optimize-html'
import { precompress } from './precompress'
import { siteStylesheetOf } from './vite-manifest'

export async function finishBuild(clientDir: string): Promise<void> {
  // The photos made before the build (scripts/photos/build-photos.ts), which React Router's
  // emptying of build/ would have removed had they been made there.
  const photos = path.join(photoCache, 'assets')
  if (fs.existsSync(photos)) fs.cpSync(photos, path.join(clientDir, 'assets', 'photos'), { recursive: true })
  const seo = await writeSeoFiles(clientDir)
  // The scripts the site's own code puts in a page's head: the only inline code besides React Router's.
  const pages = optimizeHtml(clientDir, siteStylesheetOf(clientDir), [
    themeScript,
    searchQueryScript,
    ...announcementScripts(),
  ])
  const files = await precompress(clientDir)
  console.log(`Finished the client build: ${seo}; ${pages} pages optimized; ${files} files precompressed.`)
}

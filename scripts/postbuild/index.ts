// What the build does after React Router has prerendered every page, run from its `buildEnd`
// hook (react-router.config.ts): the SEO files, the page rewrite, precompression. Any step that
// meets something it does not know throws, and the build fails.
import { writeSeoFiles } from '../seo/build-seo'
import { optimizeHtml } from './optimize-html'
import { precompress } from './precompress'
import { siteStylesheetOf } from './vite-manifest'

export async function finishBuild(clientDir: string): Promise<void> {
  const seo = await writeSeoFiles(clientDir)
  const pages = optimizeHtml(clientDir, siteStylesheetOf(clientDir))
  const files = precompress(clientDir)
  console.log(`Finished the client build: ${seo}; ${pages} pages optimized; ${files} files precompressed.`)
}

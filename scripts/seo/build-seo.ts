// Build step after the prerender: sitemap.xml, robots.txt, the news feeds, share images and the search index,
// all from the page registry, written into the client build before precompression.
import fs from 'node:fs'
import path from 'node:path'
import { buildEnv } from '#shared/build-env'
import { indexablePages, indexablePaths } from '#app/seo/indexable.server'
import { robotsTxt, sitemapXml } from '#app/seo/sitemap'
import { newsFeed } from '#app/seo/feed.server'
import { feedPath } from '#app/view/news.server'
import { languages } from '#shared/languages'
import { writeSearchIndex } from './search-index'
import { writeShareImages } from './share-images'

export async function writeSeoFiles(clientDir: string): Promise<string> {
  const origin = buildEnv().SITE_ORIGIN
  const pages = indexablePages()
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(pages, origin))
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(origin))
  const images = writeShareImages(clientDir, origin)
  const counts = await writeSearchIndex(clientDir, indexablePaths())

  for (const language of languages) {
    const file = path.join(clientDir, feedPath(language))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, newsFeed(language, origin))
  }

  const urls = pages.reduce((sum, page) => sum + Object.keys(page.paths).length, 0)
  const indexed = Object.entries(counts)
    .map(([language, count]) => `${count} ${language}`)
    .join(', ')
  return `sitemap of ${urls} URLs for ${origin}, ${languages.length} news feeds, ${images.length} share images, search index of ${indexed} pages`
}

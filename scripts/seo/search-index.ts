import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { languages, type Language } from '#shared/languages'
import { searchBundlePath } from '#shared/search-bundle'

/**
 * The site search index: Pagefind over the prerendered HTML of the indexable pages only (no
 * aliases, not-found or noindex pages), each under its canonical path. It reads only the
 * `data-pagefind-body` element (the main content), so header, footer and menus are not indexed,
 * plus the search metadata every page carries in its head (app/seo/search-meta.server.ts).
 *
 * One bundle per language (shared/search-bundle.ts) rather than Pagefind's one bundle with an
 * index per language: a bundle searches with one WebAssembly module, and its stemmer is the
 * primary language's, so Spanish words searched through the English module would miss. The
 * browser searches both bundles, each with its own script, worker and stemmer, and merges them.
 */

export function htmlFileOf(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath, 'index.html')
}

/** The folder of a language's bundle in the client build. */
export function bundleDir(clientDir: string, language: Language): string {
  return path.join(clientDir, searchBundlePath(language))
}

async function writeBundle(clientDir: string, language: Language, pagePaths: string[]) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: language })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  for (const pagePath of pagePaths) {
    const file = htmlFileOf(clientDir, pagePath)
    const content = fs.readFileSync(file, 'utf8')
    if (!content.includes('data-pagefind-body')) throw new Error(`${file} has no data-pagefind-body element`)
    const added = await index.addHTMLFile({ url: pagePath, content })
    if (added.errors.length > 0)
      throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`)
  }
  const outputPath = bundleDir(clientDir, language)
  const written = await index.writeFiles({ outputPath })
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write the ${language} index: ${written.errors.join('; ')}`)
  // Pagefind also writes its ready-made search widgets; the site has its own, so they go.
  for (const file of fs.readdirSync(outputPath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file))
      fs.rmSync(path.join(outputPath, file))
  }
}

/**
 * Words per index chunk, in Pagefind's own measure (its default is 20,000). A search downloads
 * the chunk of each word in both languages: at a quarter of the default, a two-word query on a
 * slow phone fetches about 25 KB instead of 100 KB. Pagefind reads it from its environment and
 * calls it unstable; without it the index works the same, in bigger chunks.
 */
const INDEX_CHUNK_SIZE = '5000'

export async function writeSearchIndex(clientDir: string, pages: { path: string; language: Language }[]) {
  fs.rmSync(path.join(clientDir, 'pagefind'), { recursive: true, force: true })
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= INDEX_CHUNK_SIZE
  const counts: Partial<Record<Language, number>> = {}
  try {
    for (const language of languages) {
      const paths = pages.filter((page) => page.language === language).map((page) => page.path)
      await writeBundle(clientDir, language, paths)
      counts[language] = paths.length
    }
    return counts
  } finally {
    await pagefind.close()
  }
}

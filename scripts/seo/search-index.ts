import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import type { Language } from '#shared/languages'

/**
 * The site search index: Pagefind over the prerendered HTML of the indexable pages only (no
 * aliases, not-found or noindex pages), each under its canonical path. Pagefind reads
 * `<html lang>` and writes one index per language; it reads only the `data-pagefind-body`
 * element (the main content), so header, footer and menus are not indexed.
 */

export function htmlFileOf(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath, 'index.html')
}

export async function writeSearchIndex(clientDir: string, pages: { path: string; language: Language }[]) {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    const counts: Record<string, number> = {}
    for (const { path: pagePath, language } of pages) {
      const file = htmlFileOf(clientDir, pagePath)
      const content = fs.readFileSync(file, 'utf8')
      if (!content.includes('data-pagefind-body'))
        throw new Error(`${file} has no data-pagefind-body element`)
      const added = await index.addHTMLFile({ url: pagePath, content })
      if (added.errors.length > 0)
        throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`)
      counts[language] = (counts[language] ?? 0) + 1
    }
    const outputPath = path.join(clientDir, 'pagefind')
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0)
      throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`)
    // Pagefind also writes its ready-made search widgets; the site has its own, so they go.
    for (const file of fs.readdirSync(outputPath)) {
      if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file))
        fs.rmSync(path.join(outputPath, file))
    }
    return counts
  } finally {
    await pagefind.close()
  }
}

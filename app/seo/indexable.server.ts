import { languages, type Language } from '#shared/languages'
import { getRegistry, versionOf, type PageEntry } from '#shared/content/registry.server'
import type { SitemapPage } from './sitemap'

/**
 * The pages search engines and site search should know: every canonical path of every page in
 * the registry, minus pages marked `noindex`. Aliases canonicalize elsewhere and the not-found
 * pages are not in the registry, so neither appears. One rule for sitemap.xml and Pagefind.
 */

export function isIndexable(page: PageEntry, language: Language): boolean {
  const front = page.data[language]
  if (!front || !page.paths[language]) return false
  return !(front.type === 'page' && front.noindex)
}

export interface IndexablePage extends SitemapPage {
  id: string
}

export function indexablePages(): IndexablePage[] {
  return getRegistry().pages.flatMap((page) => {
    const versions = languages.flatMap((language) => {
      const version = versionOf(page, language)
      return version && isIndexable(page, language) ? [version] : []
    })
    if (versions.length === 0) return []
    return [
      {
        id: page.id,
        paths: Object.fromEntries(versions.map(({ language, path }) => [language, path])),
        lastmod: Object.fromEntries(versions.map(({ language, data }) => [language, data.updated])),
      },
    ]
  })
}

/** Flat list of indexable paths with their language, for the search index. */
export function indexablePaths(): { path: string; language: Language }[] {
  return indexablePages().flatMap((page) =>
    (Object.entries(page.paths) as [Language, string][]).map(([language, path]) => ({ path, language })),
  )
}

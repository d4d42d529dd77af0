import type { Language } from '#shared/languages'

/**
 * The browser side of site search. Pagefind's script and its per-language index are fetched
 * only when a visitor starts searching (first focus or keystroke), so they cost nothing on
 * page load. Pagefind picks the index from `<html lang>` when it starts; after a language
 * change it is restarted so Spanish pages search the Spanish index.
 */

export interface SearchHit {
  url: string
  title: string
  /** Pagefind's excerpt: plain text with the matched words in <mark>. */
  excerpt: string
}

export interface SearchResults {
  hits: SearchHit[]
  total: number
}

interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>
  init(): Promise<void>
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] }>
  destroy(): Promise<void>
}

/** Written by scripts/seo/search-index.ts at build time; not part of the Vite bundle. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js'

let loaded: { language: Language; ready: Promise<Pagefind> } | undefined

export function loadPagefind(language: Language): Promise<Pagefind> {
  if (loaded?.language === language) return loaded.ready
  const restart = loaded !== undefined
  const ready = (async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as Pagefind
    if (restart) await pagefind.destroy()
    await pagefind.options({ excerptLength: 22 })
    await pagefind.init()
    return pagefind
  })()
  loaded = { language, ready }
  // A failed load (offline, missing index) is tried again on the next search.
  ready.catch(() => {
    if (loaded?.ready === ready) loaded = undefined
  })
  return ready
}

/** Pagefind's URLs end in a slash for directory pages; the site's canonical paths do not. */
export function canonicalPath(url: string): string {
  const path = url.replace(/index\.html$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export async function searchSite(query: string, language: Language, limit: number): Promise<SearchResults> {
  const pagefind = await loadPagefind(language)
  const { results } = await pagefind.search(query)
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()))
  return {
    total: results.length,
    hits: data.map((item) => ({
      url: canonicalPath(item.url),
      title: item.meta.title ?? item.url,
      excerpt: item.excerpt,
    })),
  }
}

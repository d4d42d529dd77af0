import { languages, type Language } from '#shared/languages'
import { searchBundlePath } from '#shared/search-bundle'
import type { Urgency } from '#shared/content/vocabulary'
import type { ExcerptPart } from './excerpt'

/**
 * The browser side of site search, as the page sees it. The search code (engine.ts) and both
 * languages' Pagefind bundles are fetched only when a visitor starts searching (first focus or
 * keystroke, or a search page opened with a query), so they cost nothing on page load.
 */

export interface SearchHit {
  url: string
  title: string
  /** The language of the page found: results from both languages' indexes are shown together. */
  language: Language
  /** The snippet, from the start of a sentence, matched words marked. */
  excerpt: ExcerptPart[]
  /** The page's section ("Conditions", "Emergencias"), in its language; none for core pages. */
  section?: string
  /** Set on emergency pages: the urgency level and the badge ("Emergency · Call today"), in the page's language. */
  urgency?: { level: Urgency; label: string }
}

export interface SearchAnswer {
  hits: SearchHit[]
  total: number
}

const engine = () => import('./engine')

/** Starts loading search (code and indexes) ahead of the first query; failures are retried then. */
export function prepareSearch(): void {
  // Pagefind's scripts load beside the search code, which would otherwise ask for them after it.
  for (const language of languages)
    import(/* @vite-ignore */ `${searchBundlePath(language)}pagefind.js`).catch(() => undefined)
  engine()
    .then(({ prepare }) => prepare())
    .catch(() => undefined)
}

/**
 * Starts fetching the index chunks of what the visitor is typing, at each key, before the search
 * itself waits out its debounce: by the time it runs, its words are mostly in.
 */
export function preloadQuery(query: string): void {
  engine()
    .then(({ preload }) => preload(query))
    .catch(() => undefined)
}

export async function searchSite(
  query: string,
  language: Language,
  limit: number,
  signal?: AbortSignal,
  onFirst?: (answer: SearchAnswer) => void,
): Promise<SearchAnswer> {
  return (await engine()).search(query, language, limit, signal, onFirst)
}

import { useEffect, useState } from 'react'
import type { Language } from '#shared/languages'
import { preloadQuery, searchSite, type SearchAnswer, type SearchHit } from './pagefind'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string; hits: SearchHit[] }
  | { status: 'done'; query: string; hits: SearchHit[]; total: number }
  | { status: 'failed'; query: string }

/** Queries shorter than this show nothing yet: the visitor is still typing the first word. */
export const MIN_QUERY = 2
const DEBOUNCE_MS = 100

/**
 * Results for what the visitor has typed, debounced; an answer that arrives after a newer
 * query was typed is dropped. While a new search runs, the previous hits stay on screen.
 */
export function useSiteSearch(query: string, language: Language, limit: number): SearchState {
  // The last answer that arrived; what is on screen is derived from it and the current query.
  const [answer, setAnswer] = useState<Exclude<SearchState, { status: 'idle' }> | null>(null)
  const term = query.trim()
  const searching = term.length >= MIN_QUERY

  useEffect(() => {
    if (!searching) return
    // A newer query stops this one's work, and its answer is dropped.
    const stale = new AbortController()
    preloadQuery(term)
    const timer = setTimeout(() => {
      const done = ({ hits, total }: SearchAnswer) =>
        !stale.signal.aborted && setAnswer({ status: 'done', query: term, hits, total })
      // The first few results show as soon as they are in, still searching for the rest.
      const first = ({ hits }: SearchAnswer) =>
        !stale.signal.aborted && setAnswer({ status: 'searching', query: term, hits })
      searchSite(term, language, limit, stale.signal, first).then(done, () => {
        if (!stale.signal.aborted) setAnswer({ status: 'failed', query: term })
      })
    }, DEBOUNCE_MS)
    return () => {
      stale.abort()
      clearTimeout(timer)
    }
  }, [searching, term, language, limit])

  if (!searching) return { status: 'idle' }
  if (answer?.query === term) return answer
  return { status: 'searching', query: term, hits: answer && 'hits' in answer ? answer.hits : [] }
}

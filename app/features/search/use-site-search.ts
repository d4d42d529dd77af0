import { useEffect, useState } from 'react'
import type { Language } from '#shared/languages'
import { searchSite, type SearchHit } from './pagefind'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string; hits: SearchHit[] }
  | { status: 'done'; query: string; hits: SearchHit[]; total: number }
  | { status: 'failed'; query: string }

/** Queries shorter than this show nothing yet: the visitor is still typing the first word. */
export const MIN_QUERY = 2
const DEBOUNCE_MS = 120

/**
 * Results for what the visitor has typed, debounced; an answer that arrives after a newer
 * query was typed is dropped. While a new search runs, the previous hits stay on screen.
 */
export function useSiteSearch(query: string, language: Language, limit: number): SearchState {
  // The last answer that arrived; what is on screen is derived from it and the current query.
  const [answer, setAnswer] = useState<Exclude<SearchState, { status: 'idle' | 'searching' }> | null>(null)
  const term = query.trim()
  const searching = term.length >= MIN_QUERY

  useEffect(() => {
    if (!searching) return
    let current = true
    const timer = setTimeout(() => {
      searchSite(term, language, limit).then(
        ({ hits, total }) => current && setAnswer({ status: 'done', query: term, hits, total }),
        () => current && setAnswer({ status: 'failed', query: term }),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [searching, term, language, limit])

  if (!searching) return { status: 'idle' }
  if (answer?.query === term) return answer
  return { status: 'searching', query: term, hits: answer?.status === 'done' ? answer.hits : [] }
}

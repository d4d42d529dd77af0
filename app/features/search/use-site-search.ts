import { useEffect, useState } from 'react'
import type { Language } from '#shared/languages'
import { searchSite, type SearchHit } from './pagefind'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string; hits: SearchHit[] }
  | { status: 'done'; query: string; hits: SearchHit[]; total: number }
  | { status: 'failed'; query: string }

/** Queries shorter than this show nothing: one letter matches half the site. */
export const MIN_QUERY = 2
const DEBOUNCE_MS = 120

/**
 * Results for what the visitor has typed, debounced; an answer that arrives after a newer
 * query was typed is dropped. While a new search runs, the previous hits stay on screen.
 */
export function useSiteSearch(query: string, language: Language, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const term = query.trim()

  useEffect(() => {
    if (term.length < MIN_QUERY) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState((previous) => ({
      status: 'searching',
      query: term,
      hits: 'hits' in previous ? previous.hits : [],
    }))
    const timer = setTimeout(() => {
      searchSite(term, language, limit).then(
        ({ hits, total }) => current && setState({ status: 'done', query: term, hits, total }),
        () => current && setState({ status: 'failed', query: term }),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [term, language, limit])

  return state
}

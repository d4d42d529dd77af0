import type { TFunction } from 'i18next'
import { excerptParts } from './excerpt'
import type { SearchState } from './use-site-search'

/** The sentence the live region announces for a search state. */
export function statusText(state: SearchState, t: TFunction): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'searching':
      return t('search.searching')
    case 'failed':
      return t('search.unavailable')
    case 'done':
      return state.total > 0
        ? t('search.results', { count: state.total, query: state.query })
        : t('search.noResults', { query: state.query })
  }
}

/** A result's excerpt with the matched words highlighted. */
export function Excerpt({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {excerptParts(text).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent px-0.5 text-accent-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  )
}

import type { TFunction } from 'i18next'
import { Siren } from 'lucide-react'
import type { Language } from '#shared/languages'
import { cn } from '#app/lib/utils'
import type { ExcerptPart } from './excerpt'
import type { SearchHit } from './pagefind'
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

/** A result's snippet with the matched words highlighted. */
export function Excerpt({ parts, className }: { parts: ExcerptPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) =>
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

const urgencyTone = {
  'emergency-room': 'bg-destructive text-destructive-foreground',
  'call-today': 'bg-warning text-warning-foreground',
  'book-visit': 'bg-primary text-primary-foreground',
} as const

/**
 * What a result is, above its title: an emergency page's badge with its urgency ("Emergency ·
 * Go to the ER now"), else its section ("Conditions"), so an emergency and the condition of the
 * same name never look alike; and the language of a page in the other language ("Español"),
 * whose name `otherLanguage` gives. The labels are the result's own, in its language: the element
 * that shows a result carries its `lang`.
 */
export function HitLabels({
  hit,
  pageLanguage,
  otherLanguage,
}: {
  hit: SearchHit
  pageLanguage: Language
  otherLanguage: string
}) {
  const foreign = hit.language !== pageLanguage
  if (!hit.urgency && !hit.section && !foreign) return null
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold">
      {hit.urgency ? (
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5',
            urgencyTone[hit.urgency.level],
          )}
          data-testid="result-urgency"
        >
          <Siren aria-hidden className="size-3.5" />
          {hit.urgency.label}
        </span>
      ) : (
        hit.section && <span className="text-muted-foreground uppercase">{hit.section}</span>
      )}
      {foreign && (
        <span
          className="rounded-sm border border-border px-1.5 py-0.5 text-foreground"
          data-testid="result-language"
        >
          {otherLanguage}
        </span>
      )}
    </span>
  )
}

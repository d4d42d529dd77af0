import { Siren } from 'lucide-react'
import { useEffect, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Language } from '#shared/languages'
import type { Phone } from '#shared/practice'
import { Button } from '#app/components/ui/button'
import { CallButton } from '#app/features/contact/contact-buttons'
import { shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import { cn } from '#app/lib/utils'
import { Excerpt, HitLabels, statusText } from './search-feedback'
import { useSiteSearch } from './use-site-search'

/** A result link: the search page's field and its list move between them with the arrow keys. */
export const resultLinks = (root: ParentNode | null | undefined) => [
  ...(root?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? []),
]

/**
 * The search page's results (search-page.tsx), loaded with the search code once there is a
 * query: the list, "show more", and when nothing matches, the next steps: the eye-emergency page
 * and the office's number. It tells the page the sentence its live region announces.
 */
export function SearchResults({
  query,
  language,
  limit,
  phone,
  onMore,
  onStatus,
  onLeave,
}: {
  query: string
  language: Language
  limit: number
  phone: Phone
  onMore: () => void
  onStatus: (status: string) => void
  /** Arrow up from the first result: back to the field. */
  onLeave: () => void
}) {
  const { t } = useTranslation()
  const shell = useShellLinks()
  const state = useSiteSearch(query, language, limit)
  const status = statusText(state, t)
  useEffect(() => onStatus(status), [onStatus, status])

  const hits = 'hits' in state ? state.hits : []
  const total = state.status === 'done' ? state.total : hits.length

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const all = resultLinks(event.currentTarget)
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (index < 0) return
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    if (next < 0) onLeave()
    else all[Math.min(next, all.length - 1)]?.focus()
  }

  return (
    <>
      {state.status === 'done' && state.total === 0 && (
        <div className="mt-4 rounded-lg border border-border bg-card p-4" data-testid="search-next-steps">
          <p>{t('search.nextSteps')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link
              to={shell[shellRoles.emergency].href}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 font-semibold text-destructive hover:bg-destructive/10"
            >
              <Siren aria-hidden className="size-5 shrink-0" />
              {t('nav.emergency')}
            </Link>
            <CallButton phone={phone} size="default" className="min-h-11" />
          </div>
        </div>
      )}
      {hits.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the links inside
        <ol aria-label={t('search.resultsTitle')} className="mt-4 grid gap-3" onKeyDown={onKeyDown}>
          {hits.map((hit) => (
            <li
              key={hit.url}
              lang={hit.language}
              className={cn(
                'rounded-lg border border-border bg-card p-4',
                hit.urgency?.level === 'emergency-room' && 'border-2 border-destructive/60',
              )}
            >
              <HitLabels hit={hit} pageLanguage={language} otherLanguage={t('language.switchTo')} />
              <Link
                to={hit.url}
                data-result
                className="mt-1 block text-lg font-semibold text-primary underline-offset-4 hover:underline"
              >
                {hit.title}
              </Link>
              <Excerpt parts={hit.excerpt} className="mt-1 block text-muted-foreground" />
            </li>
          ))}
        </ol>
      )}
      {total > hits.length && state.status === 'done' && (
        <Button variant="outline" className="mt-4" onClick={onMore}>
          {t('search.more')}
        </Button>
      )}
    </>
  )
}

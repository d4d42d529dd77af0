import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#app/features/i18n/language-provider'
import { shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import { cn } from '#app/lib/utils'
import { Excerpt, HitLabels, statusText } from './search-feedback'
import { useSiteSearch } from './use-site-search'

const LIMIT = 6

/**
 * The header combobox's options (header-search.tsx): the first results, then "see all results".
 * When nothing matches, the eye-emergency page comes first, then the results page, which names
 * the other next steps. It tells the field its options, so the field's keys can move through them.
 */
export function HeaderOptions({
  query,
  listId,
  active,
  allResults,
  onFound,
  onChoose,
}: {
  query: string
  listId: string
  active: number
  allResults: string
  onFound: (options: string[], status: string) => void
  onChoose: (href: string) => void
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const links = useShellLinks()
  const state = useSiteSearch(query, language, LIMIT)
  const hits = 'hits' in state ? state.hits : []
  const nothing = state.status === 'done' && state.total === 0
  const emergency = links[shellRoles.emergency].href
  const options =
    state.status === 'idle'
      ? []
      : [...hits.map((hit) => hit.url), ...(nothing ? [emergency] : []), allResults]
  const status = statusText(state, t)

  useEffect(() => onFound(options, status))

  return options.map((href, index) => {
    const hit = hits[index]
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={href}
        id={`${listId}-${index}`}
        role="option"
        aria-selected={index === active}
        lang={hit?.language}
        // mousedown would blur the input and close the list before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(href)}
        className={cn(
          'cursor-pointer rounded-md px-3 py-2 text-sm',
          index === active ? 'bg-muted ring-2 ring-ring' : 'hover:bg-muted',
        )}
      >
        {hit ? (
          <>
            <HitLabels hit={hit} pageLanguage={language} otherLanguage={t('language.switchTo')} />
            <span className="block font-semibold text-primary">{hit.title}</span>
            <Excerpt parts={hit.excerpt} className="mt-0.5 line-clamp-2 block text-muted-foreground" />
          </>
        ) : href === emergency && nothing ? (
          <span className="block font-semibold text-destructive">{t('nav.emergency')}</span>
        ) : (
          <span className="block font-medium">
            {t(nothing ? 'search.noResultsSeeAll' : 'search.seeAll', { query: query.trim() })}
          </span>
        )}
      </div>
    )
  })
}

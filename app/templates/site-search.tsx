import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import type { Language } from '#shared/languages'
import { useHydrated } from '#app/lib/use-storage'
import { loadPagefind } from '#app/features/search/pagefind'
import { Excerpt, statusText } from '#app/features/search/search-feedback'
import { useSiteSearch } from '#app/features/search/use-site-search'

const PAGE_SIZE = 20

/** The query in the address bar, kept there (without a router navigation) so reload and Back keep it. */
function writeQuery(query: string) {
  const url = new URL(window.location.href)
  if (query.trim()) url.searchParams.set('q', query.trim())
  else url.searchParams.delete('q')
  window.history.replaceState(window.history.state, '', url)
}

/** The id of the search form: the header's search button links to it, which puts the cursor in its field. */
export const SEARCH_FORM_ID = 'site-search'

/** The search form and its results (the search page's island). */
export function SiteSearch({ path, language }: { path: string; language: Language }) {
  const page = { path, language }
  const { t } = useTranslation()
  const id = useId()
  const ready = useHydrated()
  // ?q= counts once hydrated (the prerendered page has none); what the visitor types replaces it.
  const [typed, setQuery] = useState<string | null>(null)
  const query = typed ?? (ready ? (new URLSearchParams(window.location.search).get('q') ?? '') : '')
  const urlQuery = typed === null ? query : ''
  const [limit, setLimit] = useState(PAGE_SIZE)
  const state = useSiteSearch(query, page.language, limit)
  const results = useRef<HTMLOListElement>(null)

  useEffect(() => {
    if (urlQuery) void loadPagefind(page.language).catch(() => undefined)
  }, [urlQuery, page.language])

  const links = () => [...(results.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])]

  const onResultsKeyDown = (event: KeyboardEvent) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (index < 0) return
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    if (next < 0) document.getElementById(id)?.focus()
    else all[Math.min(next, all.length - 1)]?.focus()
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    writeQuery(query)
    links()[0]?.focus()
  }

  const hits = 'hits' in state ? state.hits : []
  const total = state.status === 'done' ? state.total : hits.length

  return (
    <>
      <form id={SEARCH_FORM_ID} role="search" action={page.path} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="font-semibold">
          {t('search.label')}
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={id}
              name="q"
              type="search"
              value={query}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${id}-hint`}
              onFocus={() => void loadPagefind(page.language).catch(() => undefined)}
              onChange={(event) => {
                setQuery(event.target.value)
                setLimit(PAGE_SIZE)
                writeQuery(event.target.value)
              }}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return
                event.preventDefault()
                links()[0]?.focus()
              }}
              className="min-h-12 w-full rounded-md border border-border bg-background py-2 pr-3 pl-9 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            />
          </div>
          <Button type="submit" size="lg">
            {t('search.submit')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
          {t('search.hint')}
        </p>
      </form>
      {/* In the prerendered page (and for good without script): say where results will come. */}
      {!ready && (
        <p className="mt-6 rounded-lg border border-border bg-muted p-4">{t('search.beforeScript')}</p>
      )}
      <p role="status" aria-live="polite" className="mt-6 font-medium" data-testid="search-status">
        {statusText(state, t)}
      </p>
      {hits.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the links inside
        <ol
          ref={results}
          aria-label={t('search.resultsTitle')}
          className="mt-4 grid gap-3"
          onKeyDown={onResultsKeyDown}
        >
          {hits.map((hit) => (
            <li key={hit.url} className="rounded-lg border border-border bg-card p-4">
              <a
                href={hit.url}
                data-result
                className="text-lg font-semibold text-primary underline-offset-4 hover:underline"
              >
                {hit.title}
              </a>
              <Excerpt text={hit.excerpt} className="mt-1 block text-muted-foreground" />
            </li>
          ))}
        </ol>
      )}
      {total > hits.length && state.status === 'done' && (
        <Button variant="outline" className="mt-4" onClick={() => setLimit((value) => value + PAGE_SIZE)}>
          {t('search.more')}
        </Button>
      )}
    </>
  )
}

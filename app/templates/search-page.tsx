import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { Button } from '#app/components/ui/button'
import type { LayoutData } from '#app/view/page-data'
import { useHydrated } from '#app/lib/storage'
import { prepareSearch } from '#app/features/search/pagefind'
import { searchFieldId, searchQueryScript } from '#app/features/search/query-script'

const SearchResults = lazy(() =>
  import('#app/features/search/search-results').then((module) => ({ default: module.SearchResults })),
)

const PAGE_SIZE = 10

/** The query in the address bar, kept there (without a router navigation) so reload and Back keep it. */
function writeQuery(query: string) {
  const url = new URL(window.location.href)
  if (query.trim()) url.searchParams.set('q', query.trim())
  else url.searchParams.delete('q')
  // The router's own state is kept, so its history bookkeeping stays intact.
  window.history.replaceState(window.history.state, '', url)
}

const firstResult = () => document.querySelector<HTMLAnchorElement>('a[data-result]')

/**
 * /search and /es/search: a GET form, results as a list of links (arrow keys move between
 * them), and the topic indexes below. Before hydration (or without script) the form still
 * submits and the page points to the indexes; once hydrated, ?q= runs at once. The results and
 * the search code load once there is something to search (search-results.tsx).
 */
export function SearchPage({ page }: { page: LayoutData<'search'> }) {
  const { t } = useTranslation()
  const id = searchFieldId
  const location = useLocation()
  const ready = useHydrated()
  // ?q= counts once hydrated (the prerendered page has none) and whenever the router arrives with
  // one; what the visitor types since then is kept until it does.
  const urlQuery = ready ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [draft, setDraft] = useState<{ search: string; text: string } | null>(null)
  const query = draft?.search === location.search ? draft.text : urlQuery
  const setQuery = (text: string) => setDraft({ search: location.search, text })
  const [limit, setLimit] = useState(PAGE_SIZE)
  const [status, setStatus] = useState('')
  const field = useRef<HTMLInputElement>(null)

  // Visitors come here to search: the search code and indexes load once the page is idle, or at
  // once with a query in the address bar.
  useEffect(() => {
    if (urlQuery) prepareSearch()
    else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prepareSearch)
    else setTimeout(prepareSearch, 500)
  }, [urlQuery])

  // Arriving from the header's search button: the visitor wants to type. The shell focuses
  // <main> after every navigation, so this runs just after it.
  const focusOnArrival = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true
  useEffect(() => {
    if (!focusOnArrival) return
    const timer = setTimeout(() => field.current?.focus(), 0)
    return () => clearTimeout(timer)
  }, [focusOnArrival, location.key])

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    writeQuery(query)
    firstResult()?.focus()
  }

  return (
    <>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={page.front.heading}
        summary={page.front.summary}
        language={page.language}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <form role="search" action={page.path} method="get" onSubmit={onSubmit}>
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
                ref={field}
                id={id}
                name="q"
                type="search"
                value={query}
                autoComplete="off"
                enterKeyHint="search"
                onFocus={prepareSearch}
                onChange={(event) => {
                  setQuery(event.target.value)
                  setLimit(PAGE_SIZE)
                  writeQuery(event.target.value)
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return
                  event.preventDefault()
                  firstResult()?.focus()
                }}
                className="min-h-12 w-full rounded-md border border-border bg-background py-2 pr-3 pl-9 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              />
              <script dangerouslySetInnerHTML={{ __html: searchQueryScript }} />
            </div>
            <Button type="submit" size="lg">
              {t('search.submit')}
            </Button>
          </div>
          {/* A keyboard hint: not on touch screens, which have no arrow keys. */}
          <p className="mt-2 text-sm text-muted-foreground pointer-coarse:hidden" data-testid="keyboard-hint">
            {t('search.hint')}
          </p>
        </form>
        {/* In the prerendered page (and for good without script): say where results will come. */}
        {!ready && (
          <p className="mt-6 rounded-lg border border-border bg-muted p-4">{t('search.beforeScript')}</p>
        )}
        <p role="status" aria-live="polite" className="mt-6 font-medium" data-testid="search-status">
          {query.trim() ? status : ''}
        </p>
        {query.trim() && (
          <Suspense fallback={null}>
            <SearchResults
              query={query}
              language={page.language}
              limit={limit}
              phone={page.phone}
              onMore={() => setLimit((value) => value + PAGE_SIZE)}
              onStatus={setStatus}
              onLeave={() => field.current?.focus()}
            />
          </Suspense>
        )}
        <Prose html={page.html} className="mt-12" />
      </div>
    </>
  )
}

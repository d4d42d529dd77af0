import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import type { Language } from '#shared/languages'
import type { Phone } from '#shared/practice'
import { searchFieldId, searchQueryScript } from '#shared/inline-code'
import { useHydrated } from '#app/lib/use-storage'
import { whenIdle } from '#app/lib/when-idle'
import { prepareSearch } from '#app/features/search/pagefind'

const SearchResults = lazy(() =>
  import('#app/features/search/search-results').then((module) => ({ default: module.SearchResults })),
)

const PAGE_SIZE = 10

/**
 * The query in the address bar, kept there (without a navigation) so reload and Back keep it.
 * An address that already says it is left as it was written.
 */
function writeQuery(query: string) {
  const url = new URL(window.location.href)
  if ((url.searchParams.get('q') ?? '') === query.trim()) return
  if (query.trim()) url.searchParams.set('q', query.trim())
  else url.searchParams.delete('q')
  window.history.replaceState(window.history.state, '', url)
}

const firstResult = () => document.querySelector<HTMLAnchorElement>('a[data-result]')

/** The id of the search form: the header's search button links to it, which puts the cursor in its field. */
export const SEARCH_FORM_ID = 'site-search'

/**
 * The search form and its results (the search page's island, site-search.island.tsx): a GET form
 * that works without script, results as a list of links (arrow keys move between them). The
 * query in the address bar is in the field from the first paint (an inline script after it);
 * the results and the search code load once there is something to search (search-results.tsx).
 */
export function SiteSearch({
  path,
  language,
  phone,
  emergency,
}: {
  path: string
  language: Language
  phone: Phone
  /** The eye-emergency page, a next step when nothing matches. */
  emergency: string
}) {
  const { t } = useTranslation()
  const ready = useHydrated()
  // ?q= counts once hydrated (the prerendered page has none); what the visitor types replaces it.
  const [typed, setQuery] = useState<string | null>(null)
  const urlQuery = ready ? (new URLSearchParams(window.location.search).get('q') ?? '') : ''
  const query = typed ?? urlQuery
  const [limit, setLimit] = useState(PAGE_SIZE)
  const [status, setStatus] = useState('')
  const field = useRef<HTMLInputElement>(null)

  // Visitors come here to search: the search code and indexes load once the page is idle, or at
  // once with a query in the address bar.
  useEffect(() => {
    if (urlQuery) prepareSearch()
    else whenIdle(prepareSearch)
  }, [urlQuery])

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    writeQuery(query)
    firstResult()?.focus()
  }

  return (
    <>
      <form id={SEARCH_FORM_ID} role="search" action={path} method="get" onSubmit={onSubmit}>
        <label htmlFor={searchFieldId} className="font-semibold">
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
              id={searchFieldId}
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
            language={language}
            limit={limit}
            phone={phone}
            emergency={emergency}
            onMore={() => setLimit((value) => value + PAGE_SIZE)}
            onStatus={setStatus}
            onLeave={() => field.current?.focus()}
          />
        </Suspense>
      )}
    </>
  )
}

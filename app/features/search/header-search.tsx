import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useId, useState, type KeyboardEvent, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cn } from '#app/lib/utils'
import { prepareSearch } from './pagefind'

const HeaderOptions = lazy(() =>
  import('./header-options').then((module) => ({ default: module.HeaderOptions })),
)

/**
 * The header's search box: an ARIA 1.2 combobox with a listbox of results. Arrow keys move
 * through the options, Enter opens one (or the full results page), Escape closes the list and
 * then clears the field. Without script it is a plain GET form to the search page. Only the
 * field is part of the page's first load; the results (header-options.tsx) and the search code
 * load when the field is first focused.
 */
export function HeaderSearch({ action, className }: { action: string; className?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-results`
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [engaged, setEngaged] = useState(false)
  // What the options component reports: the options' targets, and the sentence to announce.
  const [found, setFound] = useState({ options: [] as string[], status: '' })
  const options = found.options
  const allResults = `${action}?q=${encodeURIComponent(query.trim())}`
  const expanded = open && options.length > 0
  const onFound = useCallback(
    (next: string[], status: string) =>
      setFound((last) =>
        last.status === status && last.options.join('\n') === next.join('\n')
          ? last
          : { options: next, status },
      ),
    [],
  )

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    setQuery('')
    void navigate(href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) =>
        index < 0 ? (step > 0 ? 0 : options.length - 1) : (index + step + options.length) % options.length,
      )
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setOpen(false)
      else setQuery('')
      setActive(-1)
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const chosen = expanded && active >= 0 ? options[active] : undefined
    if (chosen) go(chosen)
    else if (query.trim()) go(allResults)
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className={cn('relative', className)}
      data-site-search
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={query}
        onFocus={() => {
          setEngaged(true)
          prepareSearch()
        }}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="min-h-11 w-full rounded-md border border-border bg-background py-2 pr-3 pl-9 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      />
      {/* The ARIA combobox pattern: focus stays in the input, which handles the keys and points at the
          active option with aria-activedescendant; options only take pointer clicks. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.resultsTitle')}
        hidden={!expanded}
        className="absolute top-full right-0 z-40 mt-1 max-h-[70vh] w-[min(28rem,90vw)] overflow-y-auto rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {engaged && (
          <Suspense fallback={null}>
            <HeaderOptions
              query={query}
              listId={listId}
              active={active}
              allResults={allResults}
              onFound={onFound}
              onChoose={go}
            />
          </Suspense>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {open ? found.status : ''}
      </p>
    </form>
  )
}

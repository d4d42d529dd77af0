import { Search } from 'lucide-react'
import { useId, useState, type SubmitEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#app/features/i18n/language-provider'
import { cn } from '#app/lib/utils'
import { loadPagefind } from './pagefind'
import { Excerpt, statusText } from './search-feedback'
import { useSiteSearch } from './use-site-search'

const LIMIT = 6

/**
 * The header's search box: an ARIA 1.2 combobox with a listbox of results. Arrow keys move
 * through the options, Enter opens one (or the full results page), Escape closes the list and
 * then clears the field. Without script it is a plain GET form to the search page.
 */
export function HeaderSearch({ action, className }: { action: string; className?: string }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const id = useId()
  const listId = `${id}-results`
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const state = useSiteSearch(query, language, LIMIT)
  const hits = 'hits' in state ? state.hits : []
  const allResults = `${action}?q=${encodeURIComponent(query.trim())}`
  // The options: each hit, then "see all results".
  const options = state.status === 'idle' ? [] : [...hits.map((hit) => hit.url), allResults]
  const expanded = open && options.length > 0

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    setQuery('')
    window.location.assign(href)
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
        onFocus={() => void loadPagefind(language).catch(() => undefined)}
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
        {options.map((href, index) => {
          const hit = hits[index]
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={href}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown would blur the input and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(href)}
              className={cn(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                index === active ? 'bg-muted ring-2 ring-ring' : 'hover:bg-muted',
              )}
            >
              {hit ? (
                <>
                  <span className="block font-semibold text-primary">{hit.title}</span>
                  <Excerpt text={hit.excerpt} className="mt-0.5 line-clamp-2 block text-muted-foreground" />
                </>
              ) : (
                <span className="block font-medium">{t('search.seeAll', { query: query.trim() })}</span>
              )}
            </div>
          )
        })}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {open ? statusText(state, t) : ''}
      </p>
    </form>
  )
}

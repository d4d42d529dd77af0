import { Search } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LinkLanguage } from '#app/components/link-language'
import type { LinkItem } from '#app/view/page-data'

/** Lowercase without accents, so "queratocono" finds "Queratocono" and "ojo" finds "Ojo". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export function matches(item: LinkItem, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  const haystack = normalize(`${item.title} ${item.summary ?? ''}`)
  return words.every((word) => haystack.includes(word))
}

/**
 * A list of pages in labelled groups with a filter that narrows it as you type. Without
 * script the full list is there; "/" focuses the field (see keyboard shortcuts).
 */
export function FilterableIndex<Group extends string>({
  items,
  groups,
  groupLabel,
}: {
  items: LinkItem[]
  /** Group keys in display order. */
  groups: readonly Group[]
  groupLabel: (group: Group) => string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const visible = deferred ? items.filter((item) => matches(item, deferred)) : items

  return (
    <div>
      <div className="max-w-xl">
        <label htmlFor={id} className="font-semibold">
          {t('index.filterLabel')}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={id}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('index.filterPlaceholder')}
            aria-describedby={`${id}-count`}
            autoComplete="off"
            className="min-h-12 w-full rounded-md border border-border bg-background py-2 pr-3 pl-9 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          />
        </div>
        <p className="mt-2 flex justify-between text-sm text-muted-foreground">
          {/* A keyboard hint: not on touch screens, which have no "/" key at hand. */}
          <span className="pointer-coarse:invisible">{t('index.filterHint')}</span>
          <span id={`${id}-count`} role="status" aria-live="polite">
            {t('index.results', { count: visible.length })}
          </span>
        </p>
      </div>
      {visible.length === 0 && <p className="mt-8 text-lg">{t('index.noResults', { query: deferred })}</p>}
      <div className="mt-8 grid gap-10" data-testid="index-results">
        {groups.map((group) => {
          const inGroup = visible.filter((item) => item.group === group)
          if (inGroup.length === 0) return null
          return (
            <section key={group} aria-labelledby={`${id}-${group}`}>
              <h2 id={`${id}-${group}`} className="text-xl font-semibold tracking-tight">
                {groupLabel(group)}
              </h2>
              <ul className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                {inGroup.map((item) => (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      hrefLang={item.language}
                      className="flex min-h-11 items-center rounded-md px-2 font-medium text-primary underline-offset-4 hover:bg-muted hover:underline"
                    >
                      <span>
                        <span lang={item.language}>{item.title}</span>
                        <LinkLanguage language={item.language} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </div>
  )
}

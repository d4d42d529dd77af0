import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LinkItem } from '#app/view/page-data'
import { formatDate } from '#shared/format'
import { cn } from '#app/lib/utils'
import { LinkLanguage } from './link-language'

export function Breadcrumbs({ items }: { items: LinkItem[] }) {
  const { t } = useTranslation()
  if (items.length < 2) return null
  return (
    <nav aria-label={t('page.breadcrumb')} data-pagefind-ignore className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={item.href} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden>/</span>}
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {item.title}
              </span>
            ) : (
              <a
                href={item.href}
                hrefLang={item.language}
                className="underline-offset-4 hover:text-foreground hover:underline"
              >
                <span lang={item.language}>{item.title}</span>
                <LinkLanguage language={item.language} />
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** What a page says about its date: frontmatter `updated`, and a review where one is recorded. */
export interface PageDates {
  updated: string
  reviewedBy?: string
  reviewedOn?: string
}

/**
 * "Reviewed by Ana Ruiz, OD on May 2, 2026" where a clinical review is recorded (reviewer and
 * date in frontmatter), otherwise "Updated May 2, 2026": a page never claims a review it did not get.
 */
export function PageDate({ dates, language }: { dates: PageDates; language: string }) {
  const { t } = useTranslation()
  const { updated, reviewedBy, reviewedOn } = dates
  const reviewed = reviewedBy !== undefined && reviewedOn !== undefined
  const date = reviewed ? reviewedOn : updated
  return (
    <p className="mt-3 text-sm text-muted-foreground" data-testid="page-date">
      <time dateTime={date}>
        {reviewed
          ? t('page.reviewed', { name: reviewedBy, date: formatDate(date, language) })
          : t('page.updated', { date: formatDate(date, language) })}
      </time>
    </p>
  )
}

export function PageHeader({
  breadcrumbs,
  heading,
  summary,
  dates,
  language,
  eyebrow,
  figure,
  children,
}: {
  breadcrumbs: LinkItem[]
  heading: string
  summary: string
  /** Shown under the summary on long-form pages; index and form pages leave it out. */
  dates?: PageDates
  language: string
  eyebrow?: ReactNode
  /** A picture beside the heading and summary on wide screens, under them on narrow ones. */
  figure?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-secondary/60 to-background">
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6',
          figure && 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-x-10',
        )}
      >
        <div>
          <Breadcrumbs items={breadcrumbs} />
          {eyebrow}
          <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">{summary}</p>
          {dates && <PageDate dates={dates} language={language} />}
          {children}
        </div>
        {figure && <div className="mt-8 max-w-md lg:mt-10">{figure}</div>}
      </div>
    </div>
  )
}

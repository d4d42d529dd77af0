import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { LinkItem } from '#app/content/page-data'
import { formatDate } from '#app/lib/format'
import { cn } from '#app/lib/utils'

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
              <Link to={item.href} className="underline-offset-4 hover:text-foreground hover:underline">
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function PageHeader({
  breadcrumbs,
  heading,
  summary,
  lastReviewed,
  language,
  eyebrow,
  figure,
  children,
}: {
  breadcrumbs: LinkItem[]
  heading: string
  summary: string
  lastReviewed?: string
  language: string
  eyebrow?: ReactNode
  /** A picture beside the heading and summary on wide screens, under them on narrow ones. */
  figure?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
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
          {lastReviewed && (
            <p className="mt-3 text-sm text-muted-foreground">
              {t('page.lastReviewed', { date: formatDate(lastReviewed, language) })}
            </p>
          )}
          {children}
        </div>
        {figure && <div className="mt-8 max-w-md lg:mt-10">{figure}</div>}
      </div>
    </div>
  )
}

import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { LinkItem } from '#app/view/page-data'
import { LinkLanguage } from './link-language'

export function RelatedPages({ items }: { items: LinkItem[] }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="related" data-pagefind-ignore className="mt-12">
      <h2 id="related" className="text-2xl font-semibold tracking-tight">
        {t('page.related')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              hrefLang={item.language}
              className="group flex h-full items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 font-medium hover:border-primary"
            >
              <span>
                <span lang={item.language}>{item.title}</span>
                <LinkLanguage language={item.language} />
              </span>
              <ArrowRight
                aria-hidden
                className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

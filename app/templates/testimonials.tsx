import { Quote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#shared/format'
import type { Testimonial } from '#shared/content/schema'

/** SPEC §2: static items with quote, author, date and location. */
export function Testimonials({ items, language }: { items: Testimonial[]; language: string }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="testimonials" className="mt-12">
      <h2 id="testimonials" className="text-2xl font-semibold tracking-tight">
        {t('testimonials.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('testimonials.note')}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.author + item.date}>
            <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6">
              <Quote aria-hidden className="size-6 text-primary" />
              <blockquote className="mt-3 flex-1 leading-relaxed">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.author}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {item.location} · <time dateTime={item.date}>{formatDate(item.date, language)}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

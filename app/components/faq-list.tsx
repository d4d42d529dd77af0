import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Native <details>: keyboard and screen-reader friendly with no script, and fully prerendered. */
export function FaqList({ items }: { items: { question: string; answerHtml: string }[] }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="faq" className="mt-12">
      <h2 id="faq" className="text-2xl font-semibold tracking-tight">
        {t('page.faq')}
      </h2>
      <div className="mt-4 divide-y divide-border rounded-lg border border-border">
        {items.map((item) => (
          <details key={item.question} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div
              className="prose-content pb-4 text-[0.95rem]"
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </details>
        ))}
      </div>
    </section>
  )
}

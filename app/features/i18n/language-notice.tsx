import { X } from 'lucide-react'
import { islandAttributes } from '#app/features/islands/attributes'
import { useSite } from '#app/features/site/context'
import { languages } from '#shared/languages'
import { useLanguage } from './language-provider'

/**
 * On a page in one language, a visitor who prefers the other is offered the counterpart page.
 * No automatic redirect: every URL keeps showing its own language to people and search engines.
 * The notice speaks the preferred language, since that is the one the visitor reads: it is in the
 * prerendered page in that language, hidden, and its island (language-notice.island.ts) shows it
 * when the visitor's preference is that language. It keeps clear of the back-to-top button on the
 * right, at any text size. A page without a counterpart has none.
 */
export function LanguageNotice() {
  const { language, counterpart } = useLanguage()
  const { strings } = useSite()
  const other = languages.find((candidate) => candidate !== language)
  const href = other ? counterpart(other) : null
  const words = other && strings[other]
  if (!other || !href || !words) return null
  return (
    <aside
      hidden
      lang={other}
      aria-label={words['language.label']}
      className="motion-safe:animate-in fixed right-3 bottom-20 left-3 z-40 flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:right-24 md:bottom-6 md:left-6"
      data-testid="language-notice"
      data-pagefind-ignore
      {...islandAttributes('language-notice', 'idle', { language, offer: other })}
    >
      <p className="flex-1">
        {words['language.noticeText']}{' '}
        <a
          href={href}
          hrefLang={other}
          className="font-semibold text-primary underline underline-offset-4"
          data-language-choice={other}
        >
          {words['language.noticeLink']}
        </a>
      </p>
      <button
        type="button"
        aria-label={words['language.noticeDismiss']}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  )
}

import { X } from 'lucide-react'
import { islandAttributes } from '#app/features/islands/attributes'
import { useSite } from '#app/features/site/context'
import { languages } from '#shared/languages'
import { useLanguage } from './language-provider'

/** What the notice says to a reader sent here by the language switch of a page not in this language. */
export interface FromNotice {
  label: string
  text: string
  link: string
  close: string
}

/**
 * Two notices about language, in the language the visitor reads, one box in the prerendered page
 * (hidden) that its island (language-notice.island.ts) shows and fills:
 * - on a page in one language, a visitor who prefers the other is offered the counterpart page,
 *   or where there is none (English-only pages) the closest help in their language: prerendered
 *   in that language, shown when that is the visitor's preference;
 * - a visitor sent here by the language switch of a page in one language only (`?from=`) is told
 *   that page is not in this language and that this is the closest help, with the way back.
 * No automatic redirect: every URL keeps showing its own language to people and search engines.
 * It keeps clear of the back-to-top button on the right, at any text size.
 */
export function LanguageNotice() {
  const { language, counterpart, closest } = useLanguage()
  const { strings } = useSite()
  const own = strings[language] ?? {}
  const other = languages.find((candidate) => candidate !== language)
  const mine = other ? counterpart(other) : null
  const href = other ? (mine ?? closest(other)) : null
  const words = other && href ? strings[other] : undefined
  const from: FromNotice = {
    label: own['language.label'] ?? '',
    text: own['language.fromOtherText'] ?? '',
    link: own['language.fromOtherLink'] ?? '',
    close: own['language.noticeDismiss'] ?? '',
  }
  return (
    <aside
      hidden
      lang={words ? other : language}
      aria-label={words?.['language.label'] ?? from.label}
      className="motion-safe:animate-in fixed right-3 bottom-20 left-3 z-40 flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:right-24 md:bottom-6 md:left-6"
      data-testid="language-notice"
      data-pagefind-ignore
      {...islandAttributes('language-notice', 'idle', { language, offer: words ? other : null, from })}
    >
      <p className="flex-1">
        <span>{words?.[mine ? 'language.noticeText' : 'language.closestNoticeText']}</span>{' '}
        <a
          href={href ?? undefined}
          hrefLang={words ? other : undefined}
          className="font-semibold text-primary underline underline-offset-4"
          data-language-choice={words ? other : undefined}
        >
          {words?.[mine ? 'language.noticeLink' : 'language.closestNoticeLink']}
        </a>
      </p>
      <button
        type="button"
        aria-label={words?.['language.noticeDismiss'] ?? from.close}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  )
}

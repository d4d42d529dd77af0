import { X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { Language } from '#shared/languages'
import { storage, useHydrated, useStoredValue } from '#app/lib/storage'
import { cameFrom, useLanguage, useLanguagePreference } from './language-provider'

const DISMISSED_KEY = 'language_notice_dismissed'

/**
 * Two notices about language, in the language the visitor reads:
 * - on a page in one language, a visitor who prefers the other is offered the counterpart page,
 *   or where there is none (English-only pages) the closest help in their language;
 * - a visitor sent here by the language switch of a page in one language only (`?from=`) is told
 *   that page is not in this language and that this is the closest help, with the way back.
 * No automatic redirect: every URL keeps showing its own language to people and search engines.
 * It keeps clear of the back-to-top button on the right (scroll-to-top.tsx), at any text size.
 */
export function LanguageNotice() {
  const { language, counterpart, closest, choose } = useLanguage()
  const { search } = useLocation()
  const { i18n } = useTranslation()
  const preference = useLanguagePreference()
  const hydrated = useHydrated()
  // Hidden in the prerendered HTML; shown after hydration unless dismissed before.
  const dismissed = useStoredValue(DISMISSED_KEY, 'true') === 'true'
  const [closedFrom, setClosedFrom] = useState<string | null>(null)

  const from = hydrated ? cameFrom(search, language) : null
  if (from && from !== closedFrom) {
    const t = i18n.getFixedT(language)
    const other: Language = language === 'es' ? 'en' : 'es'
    return (
      <Notice
        label={t('language.label')}
        lang={language}
        close={t('language.noticeDismiss')}
        onClose={() => setClosedFrom(from)}
      >
        {t('language.fromOtherText')}{' '}
        <Link to={from} hrefLang={other} className="font-semibold text-primary underline underline-offset-4">
          {t('language.fromOtherLink')}
        </Link>
      </Notice>
    )
  }

  // Offered only where this page or help on its topic exists in the preferred language.
  if (!preference || preference === language || dismissed) return null
  const own = counterpart(preference)
  const href = own ?? closest(preference)
  if (href === null) return null
  const t = i18n.getFixedT(preference)
  return (
    <Notice
      label={t('language.label')}
      lang={preference}
      close={t('language.noticeDismiss')}
      onClose={() => storage.set(DISMISSED_KEY, 'true')}
    >
      {t(own ? 'language.noticeText' : 'language.closestNoticeText')}{' '}
      <Link
        to={href}
        hrefLang={preference}
        className="font-semibold text-primary underline underline-offset-4"
        onClick={() => choose(preference)}
      >
        {t(own ? 'language.noticeLink' : 'language.closestNoticeLink')}
      </Link>
    </Notice>
  )
}

function Notice({
  label,
  lang,
  close,
  onClose,
  children,
}: {
  label: string
  lang: Language
  close: string
  onClose: () => void
  children: React.ReactNode
}) {
  return (
    <aside
      lang={lang}
      aria-label={label}
      className="motion-safe:animate-in fixed right-3 bottom-20 left-3 z-40 flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:right-24 md:bottom-6 md:left-6"
      data-testid="language-notice"
    >
      <p className="flex-1">{children}</p>
      <button
        type="button"
        aria-label={close}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
        onClick={onClose}
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  )
}

import { X } from 'lucide-react'
import { Link } from 'react-router'
import { storage, useStoredValue } from '#app/lib/storage'
import { useTranslation } from 'react-i18next'
import { useLanguage, useLanguagePreference } from './language-provider'

const DISMISSED_KEY = 'language_notice_dismissed'

/**
 * On a page in one language, a visitor who prefers the other is offered the counterpart page.
 * No automatic redirect: every URL keeps showing its own language to people and search engines.
 * The notice speaks the preferred language, since that is the one the visitor reads. It keeps
 * clear of the back-to-top button on the right (scroll-to-top.tsx), at any text size.
 */
export function LanguageNotice() {
  const { language, counterpart, choose } = useLanguage()
  const { i18n } = useTranslation()
  const preference = useLanguagePreference()
  // Hidden in the prerendered HTML; shown after hydration unless dismissed before.
  const dismissed = useStoredValue(DISMISSED_KEY, 'true') === 'true'

  const href = preference ? counterpart(preference) : null
  // Offered only where this page exists in the preferred language.
  if (!preference || preference === language || dismissed || href === null) return null
  const t = i18n.getFixedT(preference)

  return (
    <aside
      lang={preference}
      aria-label={t('language.label')}
      className="motion-safe:animate-in fixed right-3 bottom-20 left-3 z-40 flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:right-24 md:bottom-6 md:left-6"
      data-testid="language-notice"
    >
      <p className="flex-1">
        {t('language.noticeText')}{' '}
        <Link
          to={href}
          hrefLang={preference}
          className="font-semibold text-primary underline underline-offset-4"
          onClick={() => choose(preference)}
        >
          {t('language.noticeLink')}
        </Link>
      </p>
      <button
        type="button"
        aria-label={t('language.noticeDismiss')}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
        onClick={() => storage.set(DISMISSED_KEY, 'true')}
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  )
}

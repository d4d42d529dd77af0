import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePagePhone } from '#app/features/contact/page-phone'

/**
 * SPEC §9: a persistent tap-to-call bar below 768 px. Shown and hidden by CSS alone, so it is
 * in the prerendered HTML and causes no layout shift; the footer reserves its height. Its
 * visible words are its accessible name (WCAG 2.5.3, label in name). A landmark of its own, so
 * screen-reader users find it like every other part of the page.
 */
export function CallBar() {
  const { t } = useTranslation()
  const phone = usePagePhone()
  return (
    <aside
      aria-label={t('callBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-primary/30 bg-primary p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden"
      data-testid="call-bar"
    >
      <a
        href={`tel:${phone.e164}`}
        className="flex min-h-12 items-center justify-center gap-2 rounded-md text-base font-bold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
        data-analytics="phone_click"
      >
        <Phone aria-hidden className="size-5" />
        {t('callBar.callNow')} {phone.display}
      </a>
    </aside>
  )
}

import { useTranslation } from 'react-i18next'
import { usePagePhone } from './page-phone'
import { BookButton, CallButton } from './contact-buttons'

/** The closing band of a page: book or call. On the band, focus rings take its text colour. */
export function CallToAction() {
  const { t } = useTranslation()
  const phone = usePagePhone()
  return (
    <section
      aria-labelledby="cta"
      data-pagefind-ignore
      className="mt-12 rounded-xl bg-primary p-6 text-primary-foreground [--ring:var(--primary-foreground)] sm:p-8"
    >
      <h2 id="cta" className="text-2xl font-semibold tracking-tight">
        {t('cta.title')}
      </h2>
      <p className="mt-2 max-w-2xl opacity-90">{t('cta.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <BookButton variant="secondary" />
        <CallButton phone={phone} variant="inverse" />
      </div>
      <p className="mt-5 text-sm opacity-85">{t('page.disclaimer')}</p>
    </section>
  )
}

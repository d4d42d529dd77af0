import { Siren } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LinkLanguage } from '#app/components/link-language'
import type { LinkItem } from '#app/view/page-data'

/** Points a condition page at its emergency page: what to do now if it is urgent. */
export function UrgentCallout({ link }: { link: LinkItem | null }) {
  const { t } = useTranslation()
  if (!link) return null
  return (
    <div className="mb-8 flex max-w-3xl items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <Siren aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p className="text-sm">
        <strong className="font-semibold">{t('page.urgentCare')}</strong>{' '}
        <a
          href={link.href}
          hrefLang={link.language}
          className="font-semibold text-destructive underline underline-offset-4"
        >
          {t('page.readEmergency')}: <span lang={link.language}>{link.title}</span>
          <LinkLanguage language={link.language} />
        </a>
      </p>
    </div>
  )
}

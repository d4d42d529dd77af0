import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { practice } from '#shared/practice'
import { PhoneNumber } from '#app/components/phone-number'
import type { LayoutData } from '#app/view/page-data'
import { ArticleLayout } from './article-layout'

/**
 * How a referring office reaches us. Shown beside the text on wide screens and after it on
 * narrow ones: two copies, so each takes its own heading id.
 */
function ReferralContact() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 text-sm">
      <h2 id={headingId} className="font-semibold">
        {t('provider.contactTitle')}
      </h2>
      <dl className="mt-3 grid gap-2">
        <div>
          <dt className="text-muted-foreground">{t('provider.phone')}</dt>
          <dd>
            <a
              className="font-semibold text-primary"
              href={`tel:${practice.phones.main.e164}`}
              data-analytics="phone_click"
            >
              <PhoneNumber phone={practice.phones.main} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('footer.fax')}</dt>
          <dd className="font-semibold">
            <PhoneNumber phone={practice.phones.fax} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('provider.email')}</dt>
          <dd>
            <a className="text-primary" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-muted-foreground">{t('provider.noPhi')}</p>
    </section>
  )
}

/** Provider-relations pages: the clinician's contact box sits beside the text. */
export function ProviderPage({ page }: { page: LayoutData<'provider'> }) {
  return (
    <ArticleLayout
      page={page}
      aside={<ReferralContact />}
      afterBody={
        <div className="mt-8 lg:hidden">
          <ReferralContact />
        </div>
      }
    />
  )
}

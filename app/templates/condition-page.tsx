import { useTranslation } from 'react-i18next'
import type { PageData } from '#app/content/page-data'
import type { Condition } from '#app/content/schema'
import { ArticleLayout } from './article-layout'
import { UrgentCallout } from './urgent-callout'

export function ConditionPage({ page }: { page: PageData }) {
  const { t } = useTranslation()
  const front = page.front as Condition
  return (
    <ArticleLayout
      page={page}
      eyebrow={
        <p className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">
          {t(`conditions.category.${front.category}`)}
        </p>
      }
      beforeBody={<UrgentCallout link={page.emergencyLink} />}
    />
  )
}

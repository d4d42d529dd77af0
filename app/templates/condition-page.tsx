import { useTranslation } from 'react-i18next'
import type { LayoutData } from '#app/view/page-data'
import { ArticleLayout } from './article-layout'
import { UrgentCallout } from './urgent-callout'

export function ConditionPage({ page }: { page: LayoutData<'condition'> }) {
  const { t } = useTranslation()
  const { front } = page
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

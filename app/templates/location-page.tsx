import type { LayoutData } from '#app/content/page-data'
import { OfficeCard } from './office-card'
import { ArticleLayout } from './article-layout'

export function LocationPage({ page }: { page: LayoutData<'location'> }) {
  const { office } = page
  return (
    <ArticleLayout
      page={page}
      beforeBody={<OfficeCard office={office} className="mb-8 max-w-3xl lg:hidden" />}
      aside={<OfficeCard office={office} />}
    />
  )
}

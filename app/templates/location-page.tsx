import type { PageData } from '#app/content/page-data'
import type { Location } from '#app/content/schema'
import { getOffice } from '#app/config/practice'
import { OfficeCard } from './office-card'
import { ArticleLayout } from './article-layout'

export function LocationPage({ page }: { page: PageData }) {
  const front = page.front as Location
  const office = getOffice(front.office)
  return (
    <ArticleLayout
      page={page}
      beforeBody={office && <OfficeCard office={office} className="mb-8 max-w-3xl lg:hidden" />}
      aside={office && <OfficeCard office={office} />}
    />
  )
}

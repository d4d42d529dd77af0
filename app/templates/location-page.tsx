import type { LayoutData } from '#app/view/page-data'
import { MapFigure } from '#app/features/map/map-figure'
import { OfficeCard } from './office-card'
import { ArticleLayout } from './article-layout'

export function LocationPage({ page }: { page: LayoutData<'location'> }) {
  const { office } = page
  return (
    <ArticleLayout
      page={page}
      beforeBody={<OfficeCard office={office} className="mb-8 max-w-3xl lg:hidden" />}
      aside={<OfficeCard office={office} />}
      figure={<MapFigure map={page.map} />}
    />
  )
}

import { useTranslation } from 'react-i18next'
import { CallToAction } from '#app/features/contact/call-to-action'
import { FaqList } from '#app/components/faq-list'
import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { RelatedPages } from '#app/components/related-pages'
import { practice } from '#shared/practice'
import type { LayoutData, PageData } from '#app/view/page-data'
import { Figure } from '#app/features/diagrams/figure'
import { MapFigure } from '#app/features/map/map-figure'
import { Picture } from '#app/features/photos/picture'
import { conditionCategories, urgencyLevels } from '#shared/content/vocabulary'
import { FilterableIndex } from './filterable-index'
import { LinkGrid } from './link-grid'
import { OfficeCard } from './office-card'

const categories = conditionCategories

function IndexFrame({
  page,
  children,
  after,
  figure,
}: {
  page: PageData
  children: React.ReactNode
  after?: React.ReactNode
  figure?: React.ReactNode
}) {
  const drawing = figure ?? (page.diagram && <Figure figure={page.diagram} />)
  const photo = page.photo && <Picture photo={page.photo} priority />
  return (
    <>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={page.front.heading}
        summary={page.front.summary}
        language={page.language}
        figure={photo || drawing}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {photo && drawing && <div className="mb-10 max-w-md">{drawing}</div>}
        {children}
        {page.html.trim() && <Prose html={page.html} className="mt-12 max-w-3xl" />}
        {after}
        <FaqList items={page.faq} />
        <RelatedPages items={page.related} />
        <CallToAction />
      </div>
    </>
  )
}

/** /conditions: every condition by category, filtered as you type. */
export function ConditionsIndex({ page }: { page: LayoutData<'conditions-index'> }) {
  const { t } = useTranslation()
  return (
    <IndexFrame page={page}>
      <FilterableIndex
        items={page.items}
        groups={categories}
        groupLabel={(group) => t(`conditions.category.${group}`)}
      />
    </IndexFrame>
  )
}

/**
 * A family's index: emergencies grouped by urgency (most urgent first), others as cards. `note`
 * leads the list: the emergency index's after-hours note, given by its route, so the other index
 * pages that share this module do not carry its code.
 */
export function FamilyIndex({ page, note }: { page: LayoutData<'family-index'>; note?: React.ReactNode }) {
  const { t } = useTranslation()
  const { items } = page
  return (
    <IndexFrame page={page}>
      {note}
      {page.grouping === 'urgency' ? (
        <FilterableIndex
          items={items}
          groups={urgencyLevels}
          groupLabel={(group) => t(`emergency.level.${group}`)}
        />
      ) : (
        <LinkGrid items={items} headingLevel={2} />
      )}
    </IndexFrame>
  )
}

/** /locations: the offices, then the communities we serve. */
export function LocationsIndex({ page }: { page: LayoutData<'locations-index'> }) {
  return (
    <IndexFrame
      page={page}
      figure={<MapFigure map={page.map} />}
      after={<LinkGrid items={page.items} className="mt-10" />}
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {practice.offices.map((office) => (
          <OfficeCard key={office.id} office={office} />
        ))}
      </div>
    </IndexFrame>
  )
}

/** /city-conditions: the communities we serve and the conditions we treat there. */
export function CityConditions({ page }: { page: LayoutData<'city-conditions'> }) {
  const { t } = useTranslation()
  return (
    <IndexFrame page={page}>
      <LinkGrid items={page.locations} headingLevel={2} />
      <div className="mt-12">
        <FilterableIndex
          items={page.items}
          groups={categories}
          groupLabel={(group) => t(`conditions.category.${group}`)}
        />
      </div>
    </IndexFrame>
  )
}

import type { ComponentType } from 'react'
import { isRouteErrorResponse, useLoaderData } from 'react-router'
import { pageMeta } from '#app/content/meta'
import type { PageData } from '#app/content/page-data'
import { loadPageData } from '#app/content/page-data.server'
import type { PageType } from '#app/content/schema'
import { ArticleLayout } from '#app/templates/article-layout'
import { ConditionPage } from '#app/templates/condition-page'
import { ContactPage } from '#app/templates/contact-page'
import { EmergencyPage } from '#app/templates/emergency-page'
import { HomePage } from '#app/templates/home-page'
import { CityConditions, ConditionsIndex, FamilyIndex, LocationsIndex } from '#app/templates/index-pages'
import { LocationPage } from '#app/templates/location-page'
import { ProviderPage } from '#app/templates/provider-page'
import { SearchPage } from '#app/templates/search-page'
import { NotFound } from './not-found'
import type { Route } from './+types/content'

/** One route module for every content page: the page type (and a core page's template) picks the layout. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPageData(request.url)
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData)

type Template = ComponentType<{ page: PageData }>

const Article: Template = ({ page }) => <ArticleLayout page={page} />

const byType: Record<Exclude<PageType, 'page'>, Template> = {
  condition: ConditionPage,
  treatment: Article,
  emergency: EmergencyPage,
  insurance: Article,
  provider: ProviderPage,
  location: LocationPage,
}

const byTemplate: Record<string, Template> = {
  home: HomePage,
  article: Article,
  contact: ContactPage,
  'locations-index': LocationsIndex,
  'conditions-index': ConditionsIndex,
  'city-conditions': CityConditions,
  'family-index': FamilyIndex,
  search: SearchPage,
}

export default function ContentRoute() {
  const page = useLoaderData<typeof loader>()
  const Template = page.front.type === 'page' ? (byTemplate[page.front.template] ?? Article) : byType[page.front.type]
  return <Template page={page} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}

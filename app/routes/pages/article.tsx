import { ArticleLayout } from '#app/templates/article-layout'
import { NotFound } from '../not-found'
import { familyLoader } from '../page-loader.server'
import { isNotFound } from '../page-route'
import type { Route } from './+types/article'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => familyLoader(request, 'article')

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return isNotFound(loaderData) ? <NotFound /> : <ArticleLayout page={loaderData} />
}

import { NewsIndexPage } from '#app/templates/news-index-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/news-index'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'news-index')

export default function NewsIndexRoute({ loaderData }: Route.ComponentProps) {
  return <NewsIndexPage page={loaderData} />
}

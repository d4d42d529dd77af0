import { SearchPage } from '#app/templates/search-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/search'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'search')

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData} />
}

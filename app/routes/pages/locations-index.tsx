import { LocationsIndex } from '#app/templates/index-pages'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/locations-index'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'locations-index')

export default function LocationsIndexRoute({ loaderData }: Route.ComponentProps) {
  return <LocationsIndex page={loaderData} />
}

import { LocationPage } from '#app/templates/location-page'
import { NotFound } from '../not-found'
import { familyLoader } from '../page-loader.server'
import { isNotFound } from '../page-route'
import type { Route } from './+types/location'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => familyLoader(request, 'location')

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  return isNotFound(loaderData) ? <NotFound /> : <LocationPage page={loaderData} />
}

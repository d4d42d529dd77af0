import { LocationPage } from '#app/templates/location-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/location'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'location')

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPage page={loaderData} />
}

import { EmergencyPage } from '#app/templates/emergency-page'
import { NotFound } from '../not-found'
import { familyLoader } from '../page-loader.server'
import { isNotFound } from '../page-route'
import type { Route } from './+types/emergency'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => familyLoader(request, 'emergency')

export default function EmergencyRoute({ loaderData }: Route.ComponentProps) {
  return isNotFound(loaderData) ? <NotFound /> : <EmergencyPage page={loaderData} />
}

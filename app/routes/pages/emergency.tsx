import { EmergencyPage } from '#app/templates/emergency-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/emergency'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'emergency')

export default function EmergencyRoute({ loaderData }: Route.ComponentProps) {
  return <EmergencyPage page={loaderData} />
}

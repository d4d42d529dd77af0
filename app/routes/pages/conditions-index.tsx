import { ConditionsIndex } from '#app/templates/index-pages'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/conditions-index'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'conditions-index')

export default function ConditionsIndexRoute({ loaderData }: Route.ComponentProps) {
  return <ConditionsIndex page={loaderData} />
}

import { ConditionPage } from '#app/templates/condition-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/condition'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'condition')

export default function ConditionRoute({ loaderData }: Route.ComponentProps) {
  return <ConditionPage page={loaderData} />
}

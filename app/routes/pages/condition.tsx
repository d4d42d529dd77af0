import { ConditionPage } from '#app/templates/condition-page'
import { NotFound } from '../not-found'
import { familyLoader } from '../page-loader.server'
import { isNotFound } from '../page-route'
import type { Route } from './+types/condition'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => familyLoader(request, 'condition')

export default function ConditionRoute({ loaderData }: Route.ComponentProps) {
  return isNotFound(loaderData) ? <NotFound /> : <ConditionPage page={loaderData} />
}

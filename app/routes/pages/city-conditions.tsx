import { CityConditions } from '#app/templates/index-pages'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/city-conditions'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'city-conditions')

export default function CityConditionsRoute({ loaderData }: Route.ComponentProps) {
  return <CityConditions page={loaderData} />
}

import { HomePage } from '#app/templates/home-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/home'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'home')

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />
}

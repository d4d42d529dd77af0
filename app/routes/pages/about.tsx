import { AboutPage } from '#app/templates/about-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/about'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'about')

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage page={loaderData} />
}

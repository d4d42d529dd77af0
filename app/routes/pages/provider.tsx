import { ProviderPage } from '#app/templates/provider-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/provider'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'provider')

export default function ProviderRoute({ loaderData }: Route.ComponentProps) {
  return <ProviderPage page={loaderData} />
}

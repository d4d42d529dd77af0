import { ProviderPage } from '#app/templates/provider-page'
import { NotFound } from '../not-found'
import { familyLoader } from '../page-loader.server'
import { isNotFound } from '../page-route'
import type { Route } from './+types/provider'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => familyLoader(request, 'provider')

export default function ProviderRoute({ loaderData }: Route.ComponentProps) {
  return isNotFound(loaderData) ? <NotFound /> : <ProviderPage page={loaderData} />
}

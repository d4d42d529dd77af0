import { FamilyIndex } from '#app/templates/index-pages'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/family-index'

export { ErrorBoundary, meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'family-index')

export default function FamilyIndexRoute({ loaderData }: Route.ComponentProps) {
  return <FamilyIndex page={loaderData} />
}

import { ProviderPage } from '#app/templates/provider-page'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(ProviderPage)

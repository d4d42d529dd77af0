import { HomePage } from '#app/templates/home-page'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(HomePage)

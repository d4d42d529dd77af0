import { SearchPage } from '#app/templates/search-page'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(SearchPage)

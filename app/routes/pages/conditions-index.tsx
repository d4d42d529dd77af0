import { ConditionsIndex } from '#app/templates/index-pages'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(ConditionsIndex)

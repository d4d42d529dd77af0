import { ConditionPage } from '#app/templates/condition-page'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(ConditionPage)

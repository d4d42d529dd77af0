import { ContactPage } from '#app/templates/contact-page'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(ContactPage)

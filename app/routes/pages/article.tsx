import { ArticleLayout } from '#app/templates/article-layout'
import { pageRoute } from '../page-route'

export { loader } from '../page-loader.server'
export { ErrorBoundary, meta } from '../page-route'

export default pageRoute(ArticleLayout)

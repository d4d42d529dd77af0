import { ArticleLayout } from '#app/templates/article-layout'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/article'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'article')

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleLayout page={loaderData} />
}

import { NewsPostPage } from '#app/templates/news-post-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/news'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'news')

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPostPage page={loaderData} />
}

import { ContactPage } from '#app/templates/contact-page'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/contact'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'contact')

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData} />
}

import { AfterHoursNote } from '#app/features/hours/after-hours-note'
import { FamilyIndex } from '#app/templates/index-pages'
import { layoutLoader } from '../page-loader.server'
import type { Route } from './+types/family-index'

export { meta } from '../page-route'

export const loader = ({ request }: Route.LoaderArgs) => layoutLoader(request, 'family-index')

export default function FamilyIndexRoute({ loaderData }: Route.ComponentProps) {
  const { afterHours } = loaderData
  return (
    <FamilyIndex
      page={loaderData}
      note={
        afterHours && (
          <AfterHoursNote
            view={afterHours}
            className="mb-8 max-w-3xl rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-base leading-relaxed font-medium"
          />
        )
      }
    />
  )
}

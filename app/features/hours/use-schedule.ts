import { useRouteLoaderData } from 'react-router'
import type { OfficeId } from '#shared/practice'
import { closuresOf, upcoming, type ClosureView, type ScheduleData } from './schedule'

const none: ScheduleData = { asOf: '', closures: [] }

/** The schedule the root loader sent with the page (app/root.tsx). */
export function useSchedule(): ScheduleData {
  return (useRouteLoaderData('root') as { schedule?: ScheduleData } | undefined)?.schedule ?? none
}

/** An office's closures: all those not over at build (`all`) and those of the next 30 days (`listed`). */
export function useOfficeClosures(office: OfficeId): { all: ClosureView[]; listed: ClosureView[] } {
  const { asOf, closures } = useSchedule()
  const all = closuresOf(closures, office)
  return { all, listed: asOf ? upcoming(all, asOf) : [] }
}

import { useRouteLoaderData } from 'react-router'
import type { OfficeId } from '#shared/practice'
import type { ClosureView, ScheduleData } from '#shared/hours/schedule'

const none: ScheduleData = { asOf: '', closures: [] }

/** The schedule the root loader sent with the page (app/root.tsx). */
export function useSchedule(): ScheduleData {
  return useRouteLoaderData<{ schedule?: ScheduleData }>('root')?.schedule ?? none
}

/** An office's closures not over at build, in date order (the content check keeps them apart). */
export function useOfficeClosures(office: OfficeId): ClosureView[] {
  return useSchedule()
    .closures.filter((closure) => closure.offices.includes(office))
    .sort((a, b) => (a.from < b.from ? -1 : 1))
}

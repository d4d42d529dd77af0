import { useSite } from '#app/features/site/context'
import type { OfficeId } from '#shared/practice'
import type { ClosureView, ScheduleData } from '#shared/hours/schedule'

/** The schedule the root loader made for the page (app/root.tsx). */
export function useSchedule(): ScheduleData {
  return useSite().schedule
}

/** An office's closures not over at build, in date order (the content check keeps them apart). */
export function useOfficeClosures(office: OfficeId): ClosureView[] {
  return useSchedule()
    .closures.filter((closure) => closure.offices.includes(office))
    .sort((a, b) => (a.from < b.from ? -1 : 1))
}

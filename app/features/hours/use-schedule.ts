import { stringsFor } from '#app/features/islands/island'
import { useSite } from '#app/features/site/context'
import type { OfficeId } from '#shared/practice'
import type { Closure, ClosureView, ScheduleData } from '#shared/hours/schedule'
import { closureTimes, type HourIslandProps } from './live'

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

/**
 * The props every island that follows the hour shares (live.ts), from the page's schedule: the
 * strings whose keys start with `prefixes`, and the practice's closures or those given.
 */
export function useHourIslandProps(
  prefixes: readonly string[],
  closures?: readonly Closure<unknown>[],
): HourIslandProps {
  const site = useSite()
  return {
    closures: closureTimes(closures ?? site.schedule.closures),
    language: site.language,
    strings: stringsFor(site.strings[site.language] ?? {}, prefixes),
  }
}

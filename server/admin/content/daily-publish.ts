import type { Announcement } from '#shared/content/data-schema'
import { startOfDay } from '#shared/hours/day-start'
import { addDays, UPCOMING_DAYS, type Closure } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'
import type { Clock } from '../deps'
import type { PublishReason } from './publish-reasons'

/**
 * The site publishes itself: once a day just after midnight in the practice's time zone, so the
 * pages' "today" (the closures they list, the announcement they carry, the build's date) moves on
 * without anyone pressing Publish, and at every moment a closure or an announcement starts or
 * ends, or a closure comes within the 30 days the pages list. Those moments are days, so they
 * fall on the nightly publish; each is named in its audit entry. The schedule is read from the
 * content folder each time, so a closure saved today is counted tonight.
 */

/** How long after midnight: past any clock skew, before anyone opens the site in the morning. */
export const AFTER_MIDNIGHT_MS = 5 * 60_000

export interface PublishMoment {
  at: number
  reason: PublishReason
}

/** The moments the closures and announcements change what the pages show. */
export function scheduleMoments(
  { closures, announcements }: { closures: readonly Closure[]; announcements: readonly Announcement[] },
  timeZone: string,
): PublishMoment[] {
  const at = (date: string) => startOfDay(date, timeZone) + AFTER_MIDNIGHT_MS
  return [
    ...closures.flatMap((closure): PublishMoment[] => [
      {
        at: at(addDays(closure.from, -(UPCOMING_DAYS - 1))),
        reason: { why: 'closure-soon', closure: closure.reason },
      },
      { at: at(closure.from), reason: { why: 'closure-starts', closure: closure.reason } },
      { at: at(addDays(closure.to, 1)), reason: { why: 'closure-over', closure: closure.reason } },
    ]),
    ...announcements.flatMap((announcement): PublishMoment[] => [
      { at: at(announcement.start), reason: { why: 'announcement-starts', announcement: announcement.id } },
      {
        at: at(addDays(announcement.end, 1)),
        reason: { why: 'announcement-ends', announcement: announcement.id },
      },
    ]),
  ]
}

/** The next publish after `now`: the next nightly one, or a moment before it, with every reason that falls on it. */
export function nextPublish(
  now: number,
  timeZone: string,
  moments: readonly PublishMoment[],
): { at: number; reasons: PublishReason[] } {
  const today = wallClock(new Date(now), timeZone).date
  let nightly = startOfDay(today, timeZone) + AFTER_MIDNIGHT_MS
  if (nightly <= now) nightly = startOfDay(addDays(today, 1), timeZone) + AFTER_MIDNIGHT_MS
  const at = Math.min(nightly, ...moments.filter((moment) => moment.at > now).map((moment) => moment.at))
  const reasons = moments.filter((moment) => moment.at === at).map((moment) => moment.reason)
  return { at, reasons: at === nightly ? [{ why: 'nightly' }, ...reasons] : reasons }
}

/** The timer of the daily publish; `runDue` is what it runs, and what a test with its own clock calls. */
export function dailyPublish({
  now,
  timeZone,
  moments,
  publish,
}: {
  now: Clock
  timeZone: string
  /** The closures and announcements as saved now. */
  moments: () => PublishMoment[]
  publish: (reasons: PublishReason[]) => void
}) {
  /** The next publish after `after`, from the content as it is now. */
  const plan = (after: number) => {
    try {
      return nextPublish(after, timeZone, moments())
    } catch (error) {
      console.error(`The publish schedule could not read the content: ${(error as Error).message}`)
      return nextPublish(after, timeZone, [])
    }
  }
  let next = plan(now())
  let timer: NodeJS.Timeout | undefined

  const runDue = (): boolean => {
    if (now() < next.at) return false
    // The reasons as the content says now: a closure saved since the last plan is named too.
    publish(plan(next.at - 1).reasons)
    next = plan(now())
    return true
  }

  const arm = () => {
    clearTimeout(timer)
    // Checked at least every ten minutes: a clock that jumps (a suspended machine) is caught up.
    timer = setTimeout(
      () => {
        runDue()
        arm()
      },
      Math.min(Math.max(next.at - now(), 1000), 10 * 60_000),
    )
    timer.unref()
  }

  return {
    runDue,
    /** When the next publish is due, and why. */
    next: () => next,
    start: arm,
    stop: () => clearTimeout(timer),
  }
}

export type DailyPublish = ReturnType<typeof dailyPublish>

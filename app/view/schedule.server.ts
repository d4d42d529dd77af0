import { buildEnv } from '#shared/build-env'
import { getRegistry } from '#shared/content/registry.server'
import type { Language } from '#shared/languages'
import { practice } from '#shared/practice'
import { locales } from '#shared/locales'
import { formatTime } from '#shared/format'
import { formatDateRange } from '#shared/format-dates'
import { startOfDay as startOfDayIn } from '#shared/hours/day-start'
import { upcoming, type ScheduleData } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'

let today: { epoch: number | undefined; date: string } | undefined

/**
 * The practice's date when the site is built (SOURCE_DATE_EPOCH, or now), read once per build so
 * a build that runs past midnight gives every page the same day.
 */
export function buildDate(): string {
  const epoch = buildEnv().SOURCE_DATE_EPOCH
  if (today?.epoch !== epoch || !today) {
    const instant = epoch === undefined ? new Date() : new Date(epoch * 1000)
    today = { epoch, date: wallClock(instant, practice.timeZone).date }
  }
  return today.date
}

/**
 * What every page is told about the schedule, in its language: the build's date and the
 * closures not over by then. Pages list those of the next 30 days; the browser's "open now"
 * reads them all, so a page built a while ago still knows a closure further ahead.
 */
export function scheduleFor(language: Language, asOf: string = buildDate()): ScheduleData {
  const notOver = getRegistry().closures.filter((closure) => closure.to >= asOf)
  const listed = new Set(upcoming(notOver, asOf))
  return {
    asOf,
    closures: notOver.map((closure) => ({
      ...closure,
      reason: closure.reason[language],
      days: formatDateRange(closure.from, closure.to, language),
      hoursText: closure.hours
        ? `${formatTime(closure.hours.opens, language)}–${formatTime(closure.hours.closes, language)}`
        : locales[language]['hours.closed'],
      listed: listed.has(closure),
    })),
  }
}

/** The instant a practice date begins (midnight in the practice's zone), daylight saving included. */
export const startOfDay = (date: string, timeZone: string = practice.timeZone): number =>
  startOfDayIn(date, timeZone)

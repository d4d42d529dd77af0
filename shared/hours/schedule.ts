import type { OfficeHours, OfficeId } from '#shared/practice'

/**
 * Office hours on a given day and "open now", from the weekly hours and the closures file.
 * Dates are the practice's calendar dates (YYYY-MM-DD) and times its wall-clock minutes: the
 * caller turns an instant into those (wall-clock.ts), so nothing here depends on the machine's
 * time zone. Runs at build time and in the browser; no zod, no Intl.
 */

/** Hours of one day, "08:30"–"12:00". */
export interface DayHours {
  opens: string
  closes: string
}

/** A closure or a day (or days) of special hours at one or more offices. */
export interface Closure<Reason = { en: string; es: string }> {
  offices: OfficeId[]
  /** First day, YYYY-MM-DD. */
  from: string
  /** Last day, inclusive; the same as `from` for a single day. */
  to: string
  /** The hours kept on those days; absent when the office is closed all day. */
  hours?: DayHours
  reason: Reason
}

/**
 * A closure as a page shows it, made at build time: the reason in the page's language, its days
 * and hours already written out, so the browser needs no date formatting to hydrate the list.
 */
export interface ClosureView extends Closure<string> {
  /** "Thu, Nov 26 – Fri, Nov 27". */
  days: string
  /** "Closed", or the special hours, "8:30 AM–12:00 PM". */
  hoursText: string
  /** Whether it falls in the 30 days after the build, which the pages list. */
  listed: boolean
}

/** What every page knows of the schedule: the build's date and the closures not yet over then. */
export interface ScheduleData {
  /** The practice's date when the page was built. */
  asOf: string
  closures: ClosureView[]
}

/** The practice's date and time of day at some instant. */
export interface WallClock {
  date: string
  /** Minutes since midnight. */
  minutes: number
}

/** How many days ahead of the build pages list closures and special hours. */
export const UPCOMING_DAYS = 30

const toUtc = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

/** The calendar date `days` after `date` (days may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toUtc(date)).getUTCDay()
}

/** Whether a YYYY-MM-DD string names a day that exists (no February 30). */
export function isRealDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(toUtc(date)).toISOString().slice(0, 10) === date
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The closures of one office, in date order. */
export function closuresOf<C extends Closure<unknown>>(closures: readonly C[], office: OfficeId): C[] {
  return closures
    .filter((closure) => closure.offices.includes(office))
    .sort((a, b) => a.from.localeCompare(b.from))
}

/** Closures that touch the `days` days starting on `today` (not those already over). */
export function upcoming<C extends Closure<unknown>>(
  closures: readonly C[],
  today: string,
  days: number = UPCOMING_DAYS,
): C[] {
  const last = addDays(today, days - 1)
  return closures.filter((closure) => closure.to >= today && closure.from <= last)
}

/** The hours an office keeps on a date: a closure's special hours, none, or its weekly hours. */
export function hoursOn(
  weekly: readonly OfficeHours[],
  closures: readonly Closure<unknown>[],
  date: string,
): DayHours | null {
  const closure = closures.find((entry) => entry.from <= date && date <= entry.to)
  if (closure) return closure.hours ?? null
  const day = weekdayOf(date)
  const block = weekly.find((entry) => (entry.days as number[]).includes(day))
  return block ? { opens: block.opens, closes: block.closes } : null
}

export type OfficeStatus =
  | { state: 'open'; closes: string }
  /** `opens` is the next opening within two weeks, `inDays` after today; null if none. */
  | { state: 'closed'; opens: { date: string; time: string; inDays: number } | null }

/** Whether an office is open at a wall-clock moment, and when it next closes or opens. */
export function officeStatus(
  weekly: readonly OfficeHours[],
  closures: readonly Closure<unknown>[],
  now: WallClock,
): OfficeStatus {
  const today = hoursOn(weekly, closures, now.date)
  if (today && minutesOf(today.opens) <= now.minutes && now.minutes < minutesOf(today.closes))
    return { state: 'open', closes: today.closes }
  for (let inDays = 0; inDays <= 14; inDays++) {
    const date = addDays(now.date, inDays)
    const hours = hoursOn(weekly, closures, date)
    if (!hours || (inDays === 0 && now.minutes >= minutesOf(hours.opens))) continue
    return { state: 'closed', opens: { date, time: hours.opens, inDays } }
  }
  return { state: 'closed', opens: null }
}

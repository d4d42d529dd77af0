import type { OfficeHours, OfficeId } from '#shared/practice'
import { closuresOf, officeStatus, type Closure, type WallClock } from './schedule'

/** What the practice-wide state needs to know of an office. */
export interface OfficeSchedule {
  id: OfficeId
  hours: readonly OfficeHours[]
}

/** The first opening to come at one office: a date, a time, and how many days from today. */
export interface Opening {
  office: OfficeId
  date: string
  time: string
  inDays: number
}

export type PracticeStatus =
  /** `open` lists the offices open now, in the order the practice lists them (main office first). */
  | { state: 'open'; open: OfficeId[] }
  /** Every office is closed: `next` is the first opening at any office within two weeks, or null. */
  | { state: 'closed'; next: Opening | null }

/**
 * Whether any office is open at a wall-clock moment (weekly hours and closures counted), which
 * ones, and, when none is, the next opening across all of them. An earlier office in the list
 * wins a tie. Pure: the caller turns the visitor's clock into the practice's (wall-clock.ts).
 */
export function practiceStatus(
  offices: readonly OfficeSchedule[],
  closures: readonly Closure<unknown>[],
  now: WallClock,
): PracticeStatus {
  const open: OfficeId[] = []
  let next: Opening | null = null
  for (const office of offices) {
    const status = officeStatus(office.hours, closuresOf(closures, office.id), now)
    if (status.state === 'open') open.push(office.id)
    else if (status.opens && (!next || opensBefore(status.opens, next)))
      next = { office: office.id, ...status.opens }
  }
  return open.length ? { state: 'open', open } : { state: 'closed', next }
}

const opensBefore = (a: { date: string; time: string }, b: { date: string; time: string }) =>
  a.date < b.date || (a.date === b.date && a.time < b.time)

/** The office to dial: the one the page names when it is open, else the first open one; none when all are closed. */
export function officeToCall(status: PracticeStatus, preferred: OfficeId): OfficeId | null {
  if (status.state === 'closed') return null
  return status.open.includes(preferred) ? preferred : (status.open[0] ?? null)
}

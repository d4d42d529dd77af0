import type { OfficeHours, OfficeId } from '#shared/practice'
import { addDays, closuresOf, minutesOf, officeStatus, type Closure, type WallClock } from './schedule'

/**
 * When the office will answer a message or an appointment request sent now: the practice
 * answers while any of its offices is open. Built on `officeStatus`, in the practice's
 * wall-clock time (the caller converts the instant, wall-clock.ts); no zod, no Intl.
 */

/** How long the office usually takes to answer while it is open (SPEC: "the same business day"). */
export const REPLY_BUSINESS_HOURS = 2

export interface Opening {
  date: string
  time: string
  /** Days after today: 0 today, 1 tomorrow. */
  inDays: number
}

export type ReplyTime<Reason = { en: string; es: string }> =
  /** Open, and for longer than it usually takes to answer. */
  | { state: 'open'; closes: string }
  /** Open, but closing before it usually answers: today, or at the next opening. */
  | { state: 'closing'; closes: string; opens: Opening | null }
  /** Closed; `closure` is the reason every office is closed on a day before the next opening. */
  | { state: 'closed'; opens: Opening | null; closure: Reason | null }

interface OfficeSchedule {
  id: OfficeId
  hours: readonly OfficeHours[]
}

const earliest = (openings: (Opening | null)[]): Opening | null =>
  openings
    .filter((opening): opening is Opening => opening !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))[0] ?? null

/** The practice's next opening after `now`, across offices. */
function nextOpening(
  offices: readonly OfficeSchedule[],
  closures: readonly Closure<unknown>[],
  now: WallClock,
) {
  return earliest(
    offices.map((office) => {
      const status = officeStatus(office.hours, closuresOf(closures, office.id), now)
      return status.state === 'closed' ? status.opens : null
    }),
  )
}

/** A closure that keeps every office shut all day on `date`, as the first office lists it. */
function practiceClosure<Reason>(
  offices: readonly OfficeSchedule[],
  closures: readonly Closure<Reason>[],
  date: string,
) {
  const covering = offices.map((office) =>
    closuresOf(closures, office.id).find((entry) => !entry.hours && entry.from <= date && date <= entry.to),
  )
  return covering.every(Boolean) ? (covering[0]?.reason ?? null) : null
}

export function replyTime<Reason>(
  offices: readonly OfficeSchedule[],
  closures: readonly Closure<Reason>[],
  now: WallClock,
): ReplyTime<Reason> {
  const closes = offices
    .map((office) => officeStatus(office.hours, closuresOf(closures, office.id), now))
    .flatMap((status) => (status.state === 'open' ? [status.closes] : []))
    .sort()
    .at(-1)
  if (closes !== undefined) {
    if (minutesOf(closes) - now.minutes > REPLY_BUSINESS_HOURS * 60) return { state: 'open', closes }
    return {
      state: 'closing',
      closes,
      opens: nextOpening(offices, closures, { date: now.date, minutes: minutesOf(closes) }),
    }
  }
  const opens = nextOpening(offices, closures, now)
  let closure: Reason | null = null
  for (let inDays = 0; !closure && inDays < (opens?.inDays ?? 1); inDays++)
    closure = practiceClosure(offices, closures, addDays(now.date, inDays))
  return { state: 'closed', opens, closure }
}

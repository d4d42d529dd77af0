import { practice } from '#shared/practice'

/** The practice's clock (its settings): admin pages show and filter dates in its time zone. */
export const TIME_ZONE = practice.timeZone

const display = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
})
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })

/** "Nov 3, 2026, 9:15 AM" in California time. */
export const when = (at: number | string) => display.format(new Date(at))

/** Minutes California is ahead of UTC at `at` (negative: -420 in summer, -480 in winter). */
function offsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** Midnight of a YYYY-MM-DD day in California, as epoch milliseconds; null for a day that does not exist. */
export function dayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null
  // The offset at midnight California time: guess with the offset at UTC midnight, then settle.
  const guess = utc - offsetMinutes(utc) * 60_000
  return utc - offsetMinutes(guess) * 60_000
}

/** The end of a YYYY-MM-DD day in California (the next midnight), for "to" filters that include the day. */
export function dayEnd(day: string): number | null {
  const start = dayStart(day)
  if (start === null) return null
  const next = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1),
  )
  return dayStart(next.toISOString().slice(0, 10))
}

export const DAY_FORMAT = 'YYYY-MM-DD'

/** The YYYY-MM-DD day in California of an instant. */
export const dayOf = (at: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at))

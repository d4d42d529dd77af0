import { wallClock } from './wall-clock'

/** The instant a practice date begins (midnight in the practice's zone), daylight saving included. */
export function startOfDay(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  // The zone is at most 14 hours either side of UTC: step to the instant whose wall clock is 00:00.
  let instant = utcMidnight
  for (let step = 0; step < 3; step++) {
    const clock = wallClock(new Date(instant), timeZone)
    const dayShift = clock.date === date ? 0 : clock.date < date ? 1 : -1
    instant -= (clock.minutes - dayShift * 24 * 60) * 60_000
  }
  return instant
}

import type { Closure } from '#shared/hours/schedule'
import { practiceNow, type PracticeNow } from './practice-now'

/** A closure as the islands that read the clock get it: its days, offices and hours, without its words. */
export type ClosureTimes = Omit<Closure<unknown>, 'reason'>

/** What the build gives those islands of the closures: the times only. */
export const closureTimes = (closures: readonly Closure<unknown>[]): ClosureTimes[] =>
  closures.map(({ offices, from, to, hours }) => ({ offices, from, to, ...(hours && { hours }) }))

const withReason = (closures: readonly ClosureTimes[]): Closure<null>[] =>
  closures.map((closure) => ({ ...closure, reason: null }))

/**
 * Calls `update` with the practice as the visitor's clock finds it (in the practice's time zone,
 * closures counted), now and then every minute: the call bar, the after-hours notes and the
 * emergency pages' office button follow the hour while the page stays open.
 */
export function everyMinute(closures: readonly ClosureTimes[], update: (now: PracticeNow) => void): void {
  const known = withReason(closures)
  const tick = () => update(practiceNow(known))
  tick()
  window.setInterval(tick, 60_000)
}

export { withReason }

import type { Strings } from '#app/lib/words'
import type { Language } from '#shared/languages'
import type { Closure } from '#shared/hours/schedule'
import { practiceNow, type PracticeNow } from './practice-now'

/** A closure as the islands that read the clock get it: its days, offices and hours, without its words. */
export type ClosureTimes = Omit<Closure<unknown>, 'reason'>

/** What the build gives those islands of the closures: the times only. */
export const closureTimes = (closures: readonly Closure<unknown>[]): ClosureTimes[] =>
  closures.map(({ offices, from, to, hours }) => ({ offices, from, to, ...(hours && { hours }) }))

/**
 * What every island that follows the hour is given (the call bar, "open now", the after-hours
 * notes, an emergency page's office button): the closures' times, and its words in the page's
 * language. Each island's props add what is its own.
 */
export interface HourIslandProps {
  closures: ClosureTimes[]
  language: Language
  strings: Strings
}

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

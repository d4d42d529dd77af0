import type { Translate } from '#app/lib/words'
import type { Language } from '#shared/languages'
import { getOffice, practice, type Office, type Phone } from '#shared/practice'
import { officeToCall, practiceStatus, type PracticeStatus } from '#shared/hours/practice-status'
import type { PagePhone } from '#app/view/page-data'

export { officeToCall } from '#shared/hours/practice-status'
import type { Closure } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'
import { openingWords, opensLine } from './status-line'

/** The practice as the visitor's clock finds it. */
export interface PracticeNow {
  /** The practice's date now (YYYY-MM-DD). */
  today: string
  status: PracticeStatus
}

/** Whether any office is open at `now`, in the practice's time zone, closures counted. */
export function practiceNow(closures: readonly Closure<unknown>[], now: Date = new Date()): PracticeNow {
  const clock = wallClock(now, practice.timeZone)
  return { today: clock.date, status: practiceStatus(practice.offices, closures, clock) }
}

/** The next opening when every office is closed: "Opens Monday at 8:30 AM" (`line`) or "We open Monday at 8:30 AM." (`sentence`). */
export function nextOpening(
  status: PracticeStatus,
  style: 'line' | 'sentence',
  t: Translate,
  language: Language,
): string {
  if (status.state !== 'closed' || !status.next) return ''
  if (style === 'line') return opensLine(status.next, t, language)
  const { when, day, at } = openingWords(status.next, language)
  const sentence =
    when === 'today'
      ? t('afterHours.opensToday', { at })
      : when === 'tomorrow'
        ? t('afterHours.opensTomorrow', { at })
        : t('afterHours.opensOn', { at, day })
  // A sentence that ends on "a.m." takes no second period.
  return sentence.replace(/\.\.$/, '.')
}

/**
 * The number to dial for a page's phone: a specialty line as it is; the page's office (the main
 * office for the main line) while it is open; else an office that is open, returned as `office`.
 * When every office is closed, the page's own number.
 */
export function numberToDial(
  status: PracticeStatus,
  phone: PagePhone,
): { phone: Phone; office: Office | null } {
  if (phone.office === null) return { phone, office: null }
  const open = officeToCall(status, phone.office)
  if (!open || open === phone.office) return { phone, office: null }
  const office = getOffice(open)
  return { phone: office.phone, office }
}

import type { Translate } from '#app/lib/words'
import type { Language } from '#shared/languages'
import { practice, type Office } from '#shared/practice'
import { dayName, formatAtTime, formatShortDate } from '#shared/format-dates'
import { officeStatus, weekdayOf, type Closure } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'

export interface StatusLine {
  /** The practice's date at that moment (YYYY-MM-DD). */
  today: string
  state: 'open' | 'closed'
  /** "Open now", "Closed now". */
  title: string
  /** "Closes at 5:30 PM", "Opens Monday at 8:30 AM", or nothing when no opening is near. */
  detail: string
}

/** An opening to come, `inDays` after today. */
interface Upcoming {
  date: string
  time: string
  inDays: number
}

/** The words of "opens …": the day (today, tomorrow, a weekday this week, else a short date) and "at 8:30 AM". */
export function openingWords({ date, time, inDays }: Upcoming, language: Language) {
  return {
    when: inDays === 0 ? ('today' as const) : inDays === 1 ? ('tomorrow' as const) : ('on' as const),
    day: inDays < 7 ? dayName(weekdayOf(date), language) : formatShortDate(date, language),
    at: formatAtTime(time, language),
  }
}

/** "Opens Monday at 8:30 AM", as a status line says it. */
export function opensLine(opening: Upcoming, t: Translate, language: Language): string {
  const { when, day, at } = openingWords(opening, language)
  return when === 'today'
    ? t('hours.opensToday', { at })
    : when === 'tomorrow'
      ? t('hours.opensTomorrow', { at })
      : t('hours.opensOn', { at, day })
}

/**
 * The office's status at `now` as the page says it (the office-hours island).
 */
export function statusLine(
  office: Office,
  closures: readonly Closure<unknown>[],
  t: Translate,
  language: Language,
  now: Date = new Date(),
): StatusLine {
  const clock = wallClock(now, practice.timeZone)
  const status = officeStatus(office.hours, closures, clock)
  if (status.state === 'open')
    return {
      today: clock.date,
      state: 'open',
      title: t('hours.openNow'),
      detail: t('hours.closesAt', { at: formatAtTime(status.closes, language) }),
    }
  return {
    today: clock.date,
    state: 'closed',
    title: t('hours.closedNow'),
    detail: status.opens ? opensLine(status.opens, t, language) : '',
  }
}

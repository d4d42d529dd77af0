import type { TFunction } from 'i18next'
import type { Language } from '#shared/languages'
import { practice, type Office } from '#shared/practice'
import { dayName, formatAtTime, formatShortDate } from '#shared/format-dates'
import { officeStatus, weekdayOf, type Closure } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'

export interface StatusLine {
  state: 'open' | 'closed'
  /** "Open now", "Closed now". */
  title: string
  /** "Closes at 5:30 PM", "Opens Monday at 8:30 AM", or nothing when no opening is near. */
  detail: string
}

/**
 * The office's status at `now` as the page says it. Loaded by open-status.tsx after hydration,
 * with the date code it needs, so none of it is in the page's first load.
 */
export function statusLine(
  office: Office,
  closures: readonly Closure<unknown>[],
  t: TFunction,
  language: Language,
  now: Date = new Date(),
): StatusLine {
  const status = officeStatus(office.hours, closures, wallClock(now, practice.timeZone))
  if (status.state === 'open')
    return {
      state: 'open',
      title: t('hours.openNow'),
      detail: t('hours.closesAt', { at: formatAtTime(status.closes, language) }),
    }
  const title = t('hours.closedNow')
  if (!status.opens) return { state: 'closed', title, detail: '' }
  const { date, time, inDays } = status.opens
  const at = formatAtTime(time, language)
  const detail =
    inDays === 0
      ? t('hours.opensToday', { at })
      : inDays === 1
        ? t('hours.opensTomorrow', { at })
        : t('hours.opensOn', {
            at,
            day: inDays < 7 ? dayName(weekdayOf(date), language) : formatShortDate(date, language),
          })
  return { state: 'closed', title, detail }
}

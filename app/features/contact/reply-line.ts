import type { TFunction } from 'i18next'
import type { Language } from '#shared/languages'
import { practice } from '#shared/practice'
import { formatTime } from '#shared/format'
import { dayName, formatShortDate } from '#shared/format-dates'
import { replyTime, REPLY_BUSINESS_HOURS, type Opening } from '#shared/hours/reply-time'
import { weekdayOf, type Closure } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'

/** The closures a confirmation counts (their reason in the page's language), as a form's island gets them. */
export const replyClosures = (closures: readonly Closure<string>[]): Closure<string>[] =>
  closures.map(({ offices, from, to, hours, reason }) => ({
    offices,
    from,
    to,
    ...(hours && { hours }),
    reason,
  }))

/** "8:30 AM"; in Spanish with its article, "las 8:30 a.m.", "la 1:00 p.m.", as "hasta" and "a" want it. */
function timeOf(time: string, language: Language): string {
  const formatted = formatTime(time, language)
  if (language !== 'es') return formatted
  return `${Number(time.slice(0, 2)) % 12 === 1 ? 'la' : 'las'} ${formatted}`
}

/** "8:30 AM today", "tomorrow at 8:30 AM", "Monday at 8:30 AM", "Mon, Dec 28 at 8:30 AM". */
function whenOf(opening: Opening, t: TFunction, language: Language): string {
  const time = timeOf(opening.time, language)
  if (opening.inDays === 0) return t('reply.whenToday', { time })
  if (opening.inDays === 1) return t('reply.whenTomorrow', { time })
  const day =
    opening.inDays < 7 ? dayName(weekdayOf(opening.date), language) : formatShortDate(opening.date, language)
  return t('reply.whenOn', { day, time })
}

/**
 * When the office will answer a message sent at `now`, as the confirmation says it: open and
 * answering within hours, closing before it can, or closed until a day and time (and why, on a
 * holiday). Computed in the browser after sending, from the schedule the page was built with.
 */
export function replySentence(
  closures: readonly Closure<string>[],
  t: TFunction,
  language: Language,
  now: Date = new Date(),
): string {
  const reply = replyTime(practice.offices, closures, wallClock(now, practice.timeZone))
  if (reply.state === 'open') return t('reply.open', { count: REPLY_BUSINESS_HOURS })
  if (reply.state === 'closing') {
    const until = t('reply.until', { time: timeOf(reply.closes, language) })
    return reply.opens
      ? t('reply.closing', { until, when: whenOf(reply.opens, t, language) })
      : t('reply.unknown')
  }
  if (!reply.opens) return t('reply.unknown')
  const when = whenOf(reply.opens, t, language)
  return reply.closure ? t('reply.holiday', { when, reason: reply.closure }) : t('reply.closed', { when })
}

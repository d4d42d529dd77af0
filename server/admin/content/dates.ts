import { addDays } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'
import { practice } from '#shared/practice'

/**
 * The days a date field of the editor may hold: outside them a date is a slip of the keyboard
 * (1905, 20266, an update made tomorrow), refused beside the field in the browser and again when
 * the save is checked. Only dates the editor changes are held to these ranges: an old closure
 * kept in the list stays as it is.
 */

/** The first day anything on the site was written: an earlier "Updated" is a typing mistake. */
export const SITE_FIRST_DAY = '2026-01-01'

/** Today in the practice's time zone. */
export const practiceToday = (now: Date = new Date()) => wallClock(now, practice.timeZone).date

export interface DayRange {
  earliest: string
  latest: string
}

/** The range of each date field, by its key (words.ts); other date fields take the last one. */
const ranges: [key: string, range: (today: string) => DayRange][] = [
  ['updated', (today) => ({ earliest: SITE_FIRST_DAY, latest: today })],
  ['reviewedOn', (today) => ({ earliest: SITE_FIRST_DAY, latest: today })],
  // A post may be dated a little ahead, for an event it announces.
  ['date', (today) => ({ earliest: SITE_FIRST_DAY, latest: addDays(today, 60) })],
  ['testimonials.date', (today) => ({ earliest: '2000-01-01', latest: today })],
  [
    'closures:closures.from',
    (today) => ({ earliest: addDays(today, -366), latest: addDays(today, 3 * 366) }),
  ],
  ['closures:closures.to', (today) => ({ earliest: addDays(today, -366), latest: addDays(today, 3 * 366) })],
  ['', (today) => ({ earliest: addDays(today, -366), latest: addDays(today, 3 * 366) })],
]

export function dayRange(key: string, today: string): DayRange {
  const found = ranges.find(([name]) => name === key) ?? ranges.at(-1)
  if (!found) throw new Error('no default day range')
  return found[1](today)
}

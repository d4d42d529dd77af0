import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { practice } from '#shared/practice'
import { dayName, formatAtTime, formatShortDate } from '#shared/format-dates'
import type { AfterHoursKind, AfterHoursView } from './page-data'
import type { Emergency } from '#shared/content/schema'

/** The kind of an emergency page's note: 911 trumps all, then the surgeon's line, then the urgency. */
export function afterHoursKind(front: Pick<Emergency, 'urgency' | 'afterHours'>): AfterHoursKind {
  if (front.urgency === 'emergency-room') return front.urgency
  return front.afterHours === 'surgeon' ? 'surgeon' : front.urgency
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

/**
 * The note's text at any hour it can be shown, longest first: the any-hour text, the open text
 * with each office, the closed text with the longest day name or date. The page lays it out
 * invisibly under the note, so the text the browser puts in later never makes the box taller.
 */
export function afterHoursView(kind: AfterHoursKind, language: Language): AfterHoursView {
  const strings = locales[language]
  const days = [0, 1, 2, 3, 4, 5, 6].map((day) => dayName(day, language))
  // A date more than a week ahead is written short: a Wednesday in September has the longest.
  const at = formatAtTime('12:30', language)
  const opens = [...days, formatShortDate('2030-09-25', language)].map((day) =>
    fill(strings['afterHours.opensOn'], { day, at }),
  )
  const texts = [
    strings[`afterHours.${kind}.any`],
    ...practice.offices.map((office) =>
      fill(strings[`afterHours.${kind}.open`], { office: office.city, phone: office.phone.display }),
    ),
    ...opens.map((words) => fill(strings[`afterHours.${kind}.closed`], { opens: words })),
  ]
  return { kind, reserve: texts.reduce((longest, text) => (text.length > longest.length ? text : longest)) }
}

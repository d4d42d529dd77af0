import type { Closure } from '#shared/hours/schedule'
import { formatTime } from '#shared/format'
import { formatDateRange } from '#shared/format-dates'
import type { Language } from '#shared/languages'
import { getOffice, officeIds } from '#shared/practice'
import { plainMarkdown } from './plain-markdown'

/**
 * The closures that touch the days from `from` to `to`, as a Markdown list for a page
 * (`{{closures 2026-11-20 2027-01-05}}`): the dates and hours come from closures.json, never typed
 * into a page, so the holiday post and the office hours cannot disagree. The reason and the
 * office names are plain text: whatever they hold shows as typed, never as Markdown.
 */
export function closuresMarkdown(
  closures: readonly Closure[],
  from: string,
  to: string,
  language: Language,
): string {
  const spanish = language === 'es'
  const lines = closures
    .filter((closure) => closure.to >= from && closure.from <= to)
    .sort((a, b) => a.from.localeCompare(b.from) || a.offices.length - b.offices.length)
    .map((closure) => {
      const cities = closure.offices.map((id) => plainMarkdown(getOffice(id).city))
      const several = cities.length > 1
      const named = several
        ? `${cities.slice(0, -1).join(', ')} ${spanish ? 'y' : 'and'} ${cities[cities.length - 1]}`
        : cities[0]
      const where =
        closure.offices.length === officeIds.length
          ? spanish
            ? 'todas las oficinas'
            : 'all offices'
          : spanish
            ? `${several ? 'oficinas' : 'oficina'} de ${named}`
            : `${named} ${several ? 'offices' : 'office'}`
      const plural = closure.offices.length > 1
      const state = closure.hours
        ? spanish
          ? `${plural ? 'abiertas' : 'abierta'} de ${formatTime(closure.hours.opens, language)} a ${formatTime(closure.hours.closes, language)}`
          : `open ${formatTime(closure.hours.opens, language)}–${formatTime(closure.hours.closes, language)}`
        : spanish
          ? plural
            ? 'cerradas'
            : 'cerrada'
          : 'closed'
      const sentence = `${where} ${state}`
      return `- **${formatDateRange(closure.from, closure.to, language)}** (${plainMarkdown(closure.reason[language])}): ${sentence}${sentence.endsWith('.') ? '' : '.'}`
    })
  return lines.join('\n')
}

import { formatTime } from './format'

/**
 * Day names, short dates and "at 5:30 PM", written out as en-US and es-US write them (see
 * format.ts for why not Intl). Apart from format.ts so the page's first load does not carry them:
 * only the build and the "open now" line, which loads after hydration, use them.
 */
const days = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
}
const shortDays = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
}
const shortMonths = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
}
const pick = <T>(table: { en: T; es: T }, language: string): T => (language === 'es' ? table.es : table.en)

const partsOf = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() }
}

/** The name of a day of the week (0 = Sunday): "Thursday", "jueves". */
export function dayName(weekday: number, language: string): string {
  return pick(days, language)[weekday] ?? ''
}

/** A YYYY-MM-DD date with its weekday, short: "Thu, Nov 26", "jue, 26 de nov". */
export function formatShortDate(date: string, language: string): string {
  const { month, day, weekday } = partsOf(date)
  const weekdayName = pick(shortDays, language)[weekday]
  const monthName = pick(shortMonths, language)[month - 1]
  return language === 'es' ? `${weekdayName}, ${day} de ${monthName}` : `${weekdayName}, ${monthName} ${day}`
}

/** A range of days, short: "Thu, Nov 26 – Fri, Nov 27", or one day. */
export function formatDateRange(from: string, to: string, language: string): string {
  return from === to
    ? formatShortDate(from, language)
    : `${formatShortDate(from, language)} – ${formatShortDate(to, language)}`
}

/** "at 5:30 PM", "a las 5:30 p.m." (and "a la 1:00 p.m."): a time after a verb. */
export function formatAtTime(time: string, language: string): string {
  const hour = Number(time.slice(0, 2)) % 12
  if (language !== 'es') return `at ${formatTime(time, language)}`
  return `${hour === 1 ? 'a la' : 'a las'} ${formatTime(time, language)}`
}

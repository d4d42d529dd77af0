/**
 * Dates and times as en-US and es-US write them ("January 5, 2026", "5 de enero de 2026",
 * "8:30 AM", "8:30 a.m."). Written out rather than through Intl: the first Intl formatter a page
 * builds loads locale data, a long task on a slow phone during hydration, and browsers' ICU
 * versions differ in small ways (spaces before AM) that would not match the prerendered text.
 */
const months = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** A YYYY-MM-DD date, long form. */
export function formatDate(date: string, language: string): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number)
  const name = (language === 'es' ? months.es : months.en)[month - 1]
  return language === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`
}

/** An HH:MM time on a 12-hour clock. */
export function formatTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? (language === 'es' ? 'a.m.' : 'AM') : language === 'es' ? 'p.m.' : 'PM'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

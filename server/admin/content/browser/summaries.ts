import type { Language } from '#shared/languages'

/**
 * How the closures, announcements and photos lists name their items (the list field's
 * `item_summary`, config.ts), in words Decap's summary templates cannot say: a closure by its day
 * in the staff member's language, its offices by name and its reason ("Mon 30 Nov · Irvine ·
 * Staff training"); an announcement by its days and how it starts; a photo by what it shows, else
 * its file name, and a new one as such ("New photo").
 */

export interface SummaryContext {
  language: Language
  offices: readonly { id: string; name: string }[]
  /** The editor's words these summaries use. */
  words: { allOffices: string; newPhoto: string }
  /** What one item of the list is called ("closed day or special hours"). */
  singular?: string
}

type Item = Record<string, unknown>

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A text of both languages (`{ en, es }`), in `language` first, else the other. */
function inLanguage(value: unknown, language: Language): string {
  if (typeof value !== 'object' || value === null) return textOf(value)
  const texts = value as Record<string, unknown>
  return textOf(texts[language]) || Object.values(texts).map(textOf).find(Boolean) || ''
}

/** A day as "Mon 30 Nov" (English) or "lun 30 nov" (Spanish); anything that is not a day as it is. */
export function shortDay(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  const parts = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((entry) => entry.type === type)?.value ?? '').replace(/\.$/, '')
  return `${part('weekday')} ${part('day')} ${part('month')}`
}

/** A closure's offices by name: "All offices", or "Irvine and Santa Ana". */
export function officeNames(value: unknown, context: SummaryContext): string {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  )
  if (ids.includes('all')) return context.words.allOffices
  const names = ids.map((id) => context.offices.find((office) => office.id === id)?.name ?? id)
  return new Intl.ListFormat(context.language, { type: 'conjunction' }).format(names)
}

const capitalised = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1)

/** A day, or a span of days as "Thu 24 Dec – Sat 26 Dec". */
function daySpan(from: string, to: string, language: Language): string {
  if (!from) return ''
  return to && to !== from
    ? `${shortDay(from, language)} – ${shortDay(to, language)}`
    : shortDay(from, language)
}

/** The item's words, or what one item of the list is called while it has none. */
function said(parts: string[], context: SummaryContext): string {
  const words = parts.filter(Boolean)
  if (words.length > 0) return words.join(' · ')
  return context.singular ? capitalised(context.singular, context.language) : ''
}

/** "Mon 30 Nov · Irvine · Staff training"; a span of days as "Thu 24 Dec – Sat 26 Dec". */
export function closureSummary(item: Item, context: SummaryContext): string {
  return said(
    [
      daySpan(textOf(item.from), textOf(item.to), context.language),
      officeNames(item.offices, context),
      inLanguage(item.reason, context.language),
    ],
    context,
  )
}

/** The longest beginning of an announcement a list item shows. */
const ANNOUNCEMENT_WORDS = 80

/** "Mon 16 Nov – Fri 1 Jan · Holiday hours: we are closed…": the days it is shown, and how it starts. */
export function announcementSummary(item: Item, context: SummaryContext): string {
  const text = inLanguage(item.text, context.language)
  const start =
    text.length <= ANNOUNCEMENT_WORDS
      ? text
      : `${text
          .slice(0, ANNOUNCEMENT_WORDS)
          .replace(/\s+\S*$/, '')
          .replace(/[\s,;:.]+$/, '')}…`
  return said([daySpan(textOf(item.start), textOf(item.end), context.language), start], context)
}

/** What the photo shows, else its file name, else "New photo". */
export function photoSummary(item: Item, context: SummaryContext): string {
  const file = textOf(item.file).split('/').at(-1) ?? ''
  return inLanguage(item.alt, context.language) || file || context.words.newPhoto
}

export const summaries = {
  closure: closureSummary,
  announcement: announcementSummary,
  photo: photoSummary,
} as const
export type SummaryKind = keyof typeof summaries

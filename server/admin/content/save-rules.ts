import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import { needsOwnSlug } from '#shared/content/families'
import { dayRange } from './dates'
import { isDate, keyOf, shapeOf, unwrap } from './decap-fields'
import type { ContentFile } from './paths'
import type { Problem } from './problems'

/**
 * What the server fills in or refuses when a person saves, beyond the build's checks: the
 * "Updated" day of a page whose text changed, the Spanish address of a page made from its Spanish
 * title, the names of new announcements and photos (nobody types an id), a picture chosen in the
 * Media library stored by its file name, and dates that cannot be meant (1905, tomorrow's update).
 */

/** Lowercase words without accents joined by hyphens, at most `max` characters, cut at a word. */
export function slugify(text: string, max = 60): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (words.length <= max) return words
  const cut = words.slice(0, max + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : max)
}

/** `base`, or `base-2`, `base-3`... whichever `taken` does not hold. */
function unique(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let number = 2
  while (taken.has(`${base}-${number}`)) number++
  return `${base}-${number}`
}

type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const records = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isRecord) : [])

/**
 * A page's front matter and text, without the day it was updated: what readers read. Read through
 * the schema, so a field left at its default reads the same whether the file writes it or not.
 */
const readerText = (data: Data, body: string, schema: Schema) => {
  const parsed = (schema as z.ZodType).safeParse(data)
  const { updated: _updated, ...rest } = (parsed.success ? parsed.data : data) as Data
  return { rest, body: body.trim() }
}

export interface Saved {
  data: Data
  /** Dates that cannot be meant, each a problem of `file`. */
  problems: Problem[]
}

/**
 * The data to store for a page or team file: `sent` (already in the schema's shapes) with what
 * the server fills in, checked against `current` (null for a new file) on `today`.
 */
export function pageRules(
  file: ContentFile,
  sent: Data,
  body: string,
  current: { data: Data; body: string } | null,
  today: string,
  schema: Schema,
): Data {
  const data = { ...sent }
  if (file.kind !== 'page') return data
  // "Updated" is the day the text last changed for readers: today, when it did.
  if ('updated' in data || current?.data.updated !== undefined) {
    const before = current && readerText(current.data, current.body, schema)
    // Never earlier than the day the file already says (written where it was already tomorrow).
    const said = typeof current?.data.updated === 'string' ? current.data.updated : ''
    if (!before || !isDeepStrictEqual(before, readerText(data, body, schema)))
      data.updated = said > today ? said : today
  }
  // A Spanish page of a family with Spanish addresses keeps its address; a new one gets it from its title.
  if (needsOwnSlug(file.family, file.language) && file.family !== 'core' && !data.slug) {
    const kept = current?.data.slug
    const made = typeof data.title === 'string' ? slugify(data.title) : ''
    if (typeof kept === 'string' && kept) data.slug = kept
    else if (made) data.slug = made
  }
  return data
}

/** The data to store for a data file: new announcements and photos named, pictures by their file name. */
export function dataRules(file: ContentFile, sent: Data): Data {
  const data = { ...sent }
  if (file.kind !== 'data') return data
  if (file.name === 'announcements') {
    const items = records(data.announcements)
    const taken = new Set(
      items.map((item) => item.id).filter((id): id is string => typeof id === 'string' && id !== ''),
    )
    data.announcements = items.map((item) => {
      if (typeof item.id === 'string' && item.id) return item
      const text = isRecord(item.text) && typeof item.text.en === 'string' ? item.text.en : ''
      const start = typeof item.start === 'string' ? item.start : ''
      const id = unique(slugify(`${start} ${text}`, 40) || 'announcement', taken)
      taken.add(id)
      return { ...item, id }
    })
  }
  if (file.name === 'photos') {
    const items = records(data.photos).map((item) =>
      // The Media library gives the picture's address (/assets/photos/lobby.jpg): the list keeps its name.
      typeof item.file === 'string' ? { ...item, file: item.file.split('/').at(-1) ?? item.file } : item,
    )
    const taken = new Set(
      items.map((item) => item.id).filter((id): id is string => typeof id === 'string' && id !== ''),
    )
    data.photos = items.map((item) => {
      if (typeof item.id === 'string' && item.id) return item
      const name = typeof item.file === 'string' ? item.file : ''
      const id = unique(slugify(name.replace(/\.[a-z]+$/i, '')) || 'photo', taken)
      taken.add(id)
      return { ...item, id }
    })
  }
  return data
}

type Schema = z.core.$ZodType

/** Every date of `data` with its field key and path, as the schema says which fields are dates. */
function datesOf(
  data: unknown,
  schema: Schema,
  key = '',
  path: (string | number)[] = [],
): { key: string; path: (string | number)[]; value: string }[] {
  const { inner } = unwrap(schema)
  if (typeof data === 'string') return isDate(inner) ? [{ key, path, value: data }] : []
  const def = inner._zod.def as unknown as { type: string; element?: Schema }
  if (Array.isArray(data) && def.type === 'array' && def.element) {
    const element = def.element
    return data.flatMap((item, index) => datesOf(item, element, key, [...path, index]))
  }
  const shape = shapeOf(inner)
  if (!shape || !isRecord(data)) return []
  return Object.entries(data).flatMap(([name, value]) => {
    const field = shape[name]
    return field ? datesOf(value, field, key ? `${key}.${name}` : name, [...path, name]) : []
  })
}

/**
 * The dates of `data` that changed from `current` and fall outside their field's range (dates.ts):
 * a date already in the file under the same field is left alone, wherever it now sits in a list.
 */
export function implausibleDates(
  file: ContentFile,
  data: Data,
  current: Data | null,
  schema: Schema,
  today: string,
  scope: string,
): Problem[] {
  const known = new Set((current ? datesOf(current, schema) : []).map(({ key, value }) => `${key}|${value}`))
  return datesOf(data, schema).flatMap(({ key, path, value }) => {
    if (known.has(`${key}|${value}`)) return []
    const { earliest, latest } = dayRange(keyOf(scope, key), today)
    if (value >= earliest && value <= latest) return []
    return [
      {
        file: file.path,
        path,
        code: 'date-range',
        params: { earliest, latest },
        reason: `${value} is outside ${earliest} to ${latest}`,
      },
    ]
  })
}

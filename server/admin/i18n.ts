import type { Context } from 'hono'
import type { Child } from 'hono/jsx'
import { detectFromHeader } from 'hono/language'
import { adminStrings, type AdminEnglish } from '#shared/locales/admin'
import { defaultLanguage, isLanguage, languages, type Language } from '#shared/languages'
import { practice } from '#shared/practice'

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The language of the staff member's pages: their account's choice, else their browser's.
     * Set on every admin page and API request after the session check; the content editor
     * reads it for Decap's language.
     */
    staffLanguage: Language
  }
}

type Key = keyof AdminEnglish
/** The names between double braces in a string: "{{name}} at {{time}}" → "name" | "time". */
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never
type PluralKey = Key extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never
export type PlainKey = Exclude<Key, `${string}_one` | `${string}_other`>
export type AdminKey = PlainKey
type Value = string | number
type Values<S> = [Placeholders<S>] extends [never] ? [] : [values: Record<Placeholders<S>, Value>]
type PluralValues<K extends PluralKey> = [
  Exclude<Placeholders<AdminEnglish[`${K}_other`]>, 'count'>,
] extends [never]
  ? []
  : [values: Record<Exclude<Placeholders<AdminEnglish[`${K}_other`]>, 'count'>, Value>]
type RichValues<S> = Record<Placeholders<S>, Child>

/** A key of the admin strings, checked where it is written (form schemas carry keys, not words). */
export const adminKey = <K extends PlainKey>(key: K): K => key
export const isAdminKey = (value: unknown): value is PlainKey =>
  typeof value === 'string' && Object.hasOwn(adminStrings.en, value)

const localeTags: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** The admin pages' words, numbers, dates and times in one language, times in the practice's zone. */
export interface AdminI18n {
  language: Language
  /** The string for `key`, its placeholders filled (numbers written as the language writes them). */
  t: <K extends PlainKey>(key: K, ...values: Values<AdminEnglish[K]>) => string
  /** "1 message", "2 messages": the `_one` or `_other` string for `count`. */
  plural: <K extends PluralKey>(key: K, count: number, ...values: PluralValues<K>) => string
  /** A key known only when the page runs (a form's error): its placeholders filled from `values`. */
  say: (key: PlainKey, values?: Record<string, Value>) => string
  /** The string with markup in its placeholders (a `<code>`, a link), escaped by JSX. */
  rich: <K extends PlainKey>(key: K, values: RichValues<AdminEnglish[K]>) => Child[]
  /** "Nov 3, 2026, 9:15 AM", "3 nov 2026, 9:15 a.m.", in the practice's time zone. */
  dateTime: (at: number | string) => string
  /** "Nov 3, 2026", "3 nov 2026". */
  date: (at: number | string) => string
  number: (value: number) => string
  /** "a, b and c", "a, b y c". */
  list: (items: readonly string[]) => string
}

const fill = (text: string, values: Record<string, Value>, number: (value: number) => string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : typeof value === 'number' ? number(value) : value
  })

function create(language: Language): AdminI18n {
  const strings = adminStrings[language] as Record<string, string>
  const tag = localeTags[language]
  const numbers = new Intl.NumberFormat(tag)
  const plurals = new Intl.PluralRules(tag)
  const dateTimes = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: practice.timeZone,
  })
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: practice.timeZone })
  const lists = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' })
  const number = (value: number) => numbers.format(value)
  const text = (key: string) => {
    const found = strings[key]
    if (found === undefined) throw new Error(`no admin string ${key}`)
    return found
  }
  return {
    language,
    t: (key, ...values) => fill(text(key), values[0] ?? {}, number),
    say: (key, values = {}) => fill(text(key), values, number),
    plural: (key, count, ...values) =>
      fill(
        text(`${key}_${plurals.select(count) === 'one' ? 'one' : 'other'}`),
        { ...(values[0] ?? {}), count },
        number,
      ),
    rich: (key, values) =>
      text(key)
        .split(/\{\{(\w+)\}\}/)
        .map((part, index) => (index % 2 === 0 ? part : (values as Record<string, Child>)[part]))
        .filter((part) => part !== ''),
    dateTime: (at) => dateTimes.format(new Date(at)),
    date: (at) => dates.format(new Date(at)),
    number,
    list: (items) => lists.format(items),
  }
}

const made = new Map<Language, AdminI18n>()

export function adminI18n(language: Language): AdminI18n {
  let i18n = made.get(language)
  if (!i18n) made.set(language, (i18n = create(language)))
  return i18n
}

/** The language a browser asks for (Accept-Language), among the site's; English when it asks for neither. */
export const browserLanguage = (c: Context): Language =>
  (detectFromHeader(c, {
    order: ['header'],
    lookupQueryString: 'lang',
    lookupCookie: 'language',
    lookupFromHeaderKey: 'accept-language',
    lookupFromPathIndex: 0,
    caches: false,
    ignoreCase: true,
    fallbackLanguage: defaultLanguage,
    supportedLanguages: [...languages],
    debug: false,
  }) as Language | undefined) ?? defaultLanguage

/**
 * The language of a request's admin page: the signed-in person's choice (their account), else
 * what their browser asks for. Before anyone is signed in (the sign-in page, an invitation link),
 * the browser's.
 */
export function languageOf(c: Context): Language {
  const set = c.var.staffLanguage as Language | undefined
  if (set) return set
  const user = c.var.adminUser as typeof c.var.adminUser | undefined
  return user?.language && isLanguage(user.language) ? user.language : browserLanguage(c)
}

export const i18nOf = (c: Context) => adminI18n(languageOf(c))

import type { z } from 'zod'
import type { Language } from '#shared/languages'
import { fieldWords, languageHalves, lengthWords, type FieldWords } from './words'

/**
 * The editor's fields, read off the zod schemas the build validates with: a field's widget, its
 * required flag, its choices and its limits (as a hint and a check Decap makes while typing) all
 * come from the schema, so the editor cannot drift from what the build accepts. What people read
 * (labels, hints, the words of each choice) comes from words.ts in the editor's language; fields
 * that pick from other data (a page, an office, a team member, a time) are made by the caller.
 */

/** A choice of a select: what people read, and what the file holds. */
export interface DecapOption {
  label: string
  value: string | number
}

/** One field of Decap CMS's configuration (https://decapcms.org/docs/widgets/), and of our widgets. */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: DecapOption[]
  multiple?: boolean
  min?: number
  max?: number
  default?: unknown
  value_type?: 'int' | 'float'
  fields?: DecapField[]
  field?: DecapField
  summary?: string
  label_singular?: string
  collapsed?: boolean
  i18n?: boolean | 'duplicate' | 'none'
  // The relation widget: an entry of another collection, by one of its fields.
  collection?: string
  file?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  options_length?: number
  // The datetime widget, kept to a day: a date picker, never a date typed out.
  format?: string
  date_format?: string
  time_format?: boolean
  /** The image widget: a picture from the Media library, never an address typed in. */
  choose_url?: boolean
  /** The image widget: where its pictures are kept, and the address the editor shows them from. */
  media_folder?: string
  public_folder?: string
  // Options of the editor page's own widgets (browser/widgets.ts), which Decap passes through.
  /** A text of a two-language page that only one language's page has: shown in that language's column only. */
  only_in?: Language
  /** How a list names its items, by what they hold (browser/summaries.ts). */
  item_summary?: 'closure' | 'announcement' | 'photo'
}

/**
 * A day, picked in the browser's date picker and stored as YYYY-MM-DD (fromEditor). A calendar
 * day, not a moment: no time zone is said beside it, and its "Today" button gives today in the
 * practice's time zone (browser/widgets.ts).
 */
const DAY = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
} as const

/** How the fields of one schema are made: in which language, and with which fields replaced. */
export interface FieldContext {
  language: Language
  /** The words of a choice of the field at `key`, when another table names them. */
  choice?: (key: string, value: string) => string | undefined
  /**
   * A field the schema alone cannot describe (a page to pick, an office, a time of day), made
   * from the field the schema gives; null leaves the field out.
   */
  special?: (key: string, field: DecapField) => DecapField | null | undefined
}

type Schema = z.core.$ZodType
type Def = z.core.$ZodTypeDef & Record<string, unknown>

const defOf = (schema: Schema) => schema._zod.def as Def
const checksOf = (schema: Schema) =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def as unknown as Def)

/** The schema under wrappers that only say whether a value may be left out. */
export function unwrap(schema: Schema): { inner: Schema; required: boolean; fallback?: unknown } {
  let inner = schema
  let required = true
  let fallback: unknown
  for (;;) {
    const def = defOf(inner)
    if (def.type === 'optional' || def.type === 'nullable') required = false
    else if (def.type === 'default' || def.type === 'prefault') {
      required = false
      fallback ??= typeof def.defaultValue === 'function' ? undefined : def.defaultValue
    } else if (def.type === 'pipe') {
      // An object checked and then reshaped (closures): the editor edits what the file holds.
      inner = def.in as Schema
      continue
    } else break
    inner = def.innerType as Schema
  }
  return { inner, required, fallback }
}

/** The object shape of a schema (strict objects, refined or piped ones included), or null. */
export function shapeOf(schema: Schema): Record<string, Schema> | null {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : null
}

export const lengthLimits = (schema: Schema) => {
  let min: number | undefined
  let max: number | undefined
  let pattern: RegExp | undefined
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = check.minimum as number
    if (check.check === 'max_length') max = check.maximum as number
    if (check.check === 'string_format' && check.pattern instanceof RegExp) pattern = check.pattern
  }
  return { min, max, pattern }
}

/** A day: text of the pattern YYYY-MM-DD. */
export const isDate = (schema: Schema) =>
  defOf(schema).type === 'string' && lengthLimits(schema).pattern?.source === '^\\d{4}-\\d{2}-\\d{2}$'

/** Text long enough to want a box of several lines rather than one line. */
const LONG_TEXT = 160

/** `<file>:` before a data file's or the team's field paths; nothing for pages. */
export const keyOf = (scope: string, path: string) => `${scope}${path}`

/** The words of the field at `key`; the halves of a bilingual text are named by their language. */
export function wordsOf(key: string, language: Language): FieldWords | undefined {
  const own = fieldWords[language][key]
  if (own) return own
  const half = /\.(en|es)$/.exec(key)?.[1] as Language | undefined
  return half && { label: languageHalves[language][half] }
}

function lengthHint(min: number | undefined, max: number | undefined, language: Language) {
  const say = lengthWords[language]
  if (min !== undefined && max !== undefined) return say.between(min, max)
  if (max !== undefined) return say.atMost(max)
  if (min !== undefined) return say.atLeast(min)
  return undefined
}

function stringField(base: DecapField, schema: Schema, words: FieldWords | undefined, language: Language) {
  const { min, max, pattern } = lengthLimits(schema)
  const long = max === undefined ? !pattern && (min ?? 0) >= 20 : max > LONG_TEXT
  const field: DecapField = { ...base, widget: long ? 'text' : 'string' }
  const length = lengthHint(min, max, language)
  if (pattern) field.pattern = [pattern.source, words?.format ?? words?.hint ?? '']
  else if (length) field.pattern = [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, `${length}.`]
  field.hint = [words?.hint, !pattern && length && `${length}.`].filter(Boolean).join(' ') || undefined
  if (!field.hint) delete field.hint
  return field
}

/** The Decap field for one schema field, or null for a kind of value the editor cannot show. */
export function decapField(
  name: string,
  schema: Schema,
  context: FieldContext,
  scope = '',
  path = name,
): DecapField | null {
  const made = plainField(name, schema, context, scope, path)
  if (!made) return null
  const special = context.special?.(keyOf(scope, path), made)
  return special === undefined ? made : special
}

function plainField(
  name: string,
  schema: Schema,
  context: FieldContext,
  scope: string,
  path: string,
): DecapField | null {
  const { language } = context
  const { inner, required, fallback } = unwrap(schema)
  const def = defOf(inner)
  const key = keyOf(scope, path)
  const words = wordsOf(key, language)
  const base: DecapField = { name, label: words?.label ?? name, widget: 'string' }
  if (words?.hint) base.hint = words.hint
  if (!required) base.required = false
  if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) base.default = fallback
  const choices = (values: readonly (string | number)[]): DecapOption[] =>
    values.map((value) => ({
      value,
      label: context.choice?.(key, String(value)) ?? String(value),
    }))

  if (isDate(inner)) return { ...base, ...DAY }
  switch (def.type) {
    case 'string':
      return stringField(base, inner, words, language)
    case 'number': {
      const int = checksOf(inner).some(
        (check) => check.format === 'safeint' || check.check === 'number_format',
      )
      return { ...base, widget: 'number', value_type: int ? 'int' : 'float' }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(base.default === undefined && { default: false }) }
    case 'enum':
      return {
        ...base,
        widget: 'select',
        options: choices(Object.values(def.entries as Record<string, string>)),
      }
    case 'literal': {
      const values = def.values as unknown[]
      return values.length === 1 && typeof values[0] === 'string'
        ? { ...base, widget: 'hidden', default: values[0] }
        : null
    }
    case 'object': {
      const fields = decapFields(inner, context, scope, `${path}.`)
      if (!fields) return null
      // An optional block ("Special hours" of a closed day) may be left empty as a whole: its
      // fields are not each required in the editor, and the save check asks for all or none.
      const inside = required ? fields : fields.map((field) => ({ ...field, required: false }))
      return { ...base, widget: 'object', fields: inside, collapsed: false }
    }
    case 'array': {
      const element = unwrap(def.element as Schema).inner
      const elementDef = defOf(element)
      const { min, max } = lengthLimits(inner)
      const list = {
        ...(min !== undefined && min > 0 && { min }),
        ...(max !== undefined && { max }),
        ...(words?.singular && { label_singular: words.singular }),
      }
      if (elementDef.type === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: choices(Object.values(elementDef.entries as Record<string, string>)),
          ...list,
        }
      if (elementDef.type === 'object') {
        const fields = decapFields(element, context, scope, `${path}.`)
        return fields ? { ...base, widget: 'list', fields, ...list } : null
      }
      const item = decapField('item', element, context, scope, path)
      return item
        ? {
            ...base,
            widget: 'list',
            // One text per item: the item carries the list's limits, the list its words.
            field: { ...item, label: words?.singular ?? item.label, hint: undefined },
            ...list,
          }
        : null
    }
    case 'union': {
      // A word the schema takes alone ("all") or a list of choices: one multiple choice of both.
      const options = def.options as Schema[]
      const alone = options.flatMap((option) => {
        const optionDef = defOf(option)
        return optionDef.type === 'literal' ? (optionDef.values as string[]) : []
      })
      const listed = options.map((option) => defOf(option)).find((optionDef) => optionDef.type === 'array')
      const listElement = listed && defOf(unwrap(listed.element as Schema).inner)
      if (alone.length > 0 && listElement?.type === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          min: 1,
          options: choices([...alone, ...Object.values(listElement.entries as Record<string, string>)]),
        }
      return null
    }
    default:
      return null
  }
}

/** The fields of an object schema, in its order; null when it is not an object. */
export function decapFields(
  schema: Schema,
  context: FieldContext,
  scope = '',
  prefix = '',
): DecapField[] | null {
  const shape = shapeOf(schema)
  if (!shape) return null
  return Object.entries(shape).flatMap(([name, field]) => {
    const decap = decapField(name, field, context, scope, `${prefix}${name}`)
    return decap ? [decap] : []
  })
}

/** Every field path of an object schema ("faq.q", "offices.hours.days"): what the editor must show. */
export function schemaFieldPaths(schema: Schema, prefix = ''): string[] {
  const shape = shapeOf(schema)
  if (!shape) return []
  return Object.entries(shape).flatMap(([name, field]) => {
    const path = `${prefix}${name}`
    const { inner } = unwrap(field)
    const def = defOf(inner)
    const element = def.type === 'array' ? unwrap(def.element as Schema).inner : inner
    return [path, ...schemaFieldPaths(element, `${path}.`)]
  })
}

/** Every field path of a list of editor fields, the same way. */
export function editorFieldPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    return [path, ...editorFieldPaths(field.fields ?? [], `${path}.`)]
  })
}

const isEmptyValue = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.values(value).every(isEmptyValue))

/**
 * What the editor sends, as the schema expects it: an emptied optional field is left out (an
 * optional block whose fields are all empty too: a closed day's "Special hours"), a day comes
 * back as a day, and a multiple choice holding only a word the schema takes alone ("all")
 * becomes that word.
 */
export function fromEditor(value: unknown, schema: Schema): unknown {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  // The date picker hands back a day it did not change as midnight UTC: the file keeps the day.
  if (typeof value === 'string' && isDate(inner))
    return /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/.exec(value)?.[1] ?? value
  if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, Schema>
    const result: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const known = shape[key]
      if (!known) {
        result[key] = field
        continue
      }
      if (!unwrap(known).required && isEmptyValue(field) && !Array.isArray(field)) continue
      result[key] = fromEditor(field, known)
    }
    return result
  }
  if (def.type === 'array' && Array.isArray(value))
    return value.map((item) => fromEditor(item, def.element as Schema))
  if (def.type === 'union' && Array.isArray(value) && value.length === 1) {
    const words = (def.options as Schema[]).flatMap((option) => {
      const optionDef = defOf(option)
      return optionDef.type === 'literal' ? optionDef.values : []
    })
    if (words.includes(value[0])) return value[0]
  }
  return value
}

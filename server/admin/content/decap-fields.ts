import { globalRegistry, type z } from 'zod'

/**
 * The editor's fields, read off the zod schemas the build validates with: a field's widget, its
 * required flag, its options and its limits (as a hint and a pattern Decap checks while typing)
 * all come from the schema, so the editor cannot drift from what the build accepts.
 */

/** One field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  multiple?: boolean
  min?: number
  max?: number
  default?: unknown
  value_type?: 'int' | 'float'
  fields?: DecapField[]
  field?: DecapField
  format?: string
  date_format?: string
  time_format?: boolean
  modes?: string[]
  sanitize_preview?: boolean
  i18n?: boolean | 'duplicate' | 'none'
}

type Schema = z.core.$ZodType
type Def = z.core.$ZodTypeDef & Record<string, unknown>

const defOf = (schema: Schema) => schema._zod.def as Def
const checksOf = (schema: Schema) =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def as unknown as Def)

/** The schema under wrappers that only say whether a value may be left out. */
function unwrap(schema: Schema): { inner: Schema; required: boolean; fallback?: unknown } {
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

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' }

const humanize = (name: string) => {
  if (languageNames[name]) return languageNames[name]
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const lengthLimits = (schema: Schema) => {
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
const isDate = (schema: Schema) =>
  defOf(schema).type === 'string' && lengthLimits(schema).pattern?.source === '^\\d{4}-\\d{2}-\\d{2}$'

/** Text long enough to want a box of several lines rather than one line. */
const LONG_TEXT = 160

function stringField(base: DecapField, schema: Schema): DecapField {
  const { min, max, pattern } = lengthLimits(schema)
  const long = max === undefined ? !pattern && (min ?? 0) >= 20 : max > LONG_TEXT
  const field: DecapField = { ...base, widget: long ? 'text' : 'string' }
  if (max !== undefined && min !== undefined) field.hint = `${min}–${max} characters`
  else if (max !== undefined) field.hint = `At most ${max} characters`
  else if (min !== undefined) field.hint = `At least ${min} characters`
  // A pattern is explained by the schema's description ("a file name such as …") where it has one.
  if (pattern) field.pattern = [pattern.source, base.hint ?? `Must match ${pattern.source}`]
  else if (min !== undefined || max !== undefined)
    field.pattern = [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, field.hint ?? '']
  if (base.hint)
    field.hint = field.hint && !pattern ? `${base.hint} (${field.hint.toLowerCase()})` : base.hint
  return field
}

const DATE = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }

/** The Decap field for one schema field, or null for a kind of value the editor cannot show. */
export function decapField(name: string, schema: Schema): DecapField | null {
  const { inner, required, fallback } = unwrap(schema)
  const def = defOf(inner)
  const base: DecapField = { name, label: humanize(name), widget: 'string' }
  // What the schema says of the field for the people who fill it in (`.describe()`), as its hint.
  const description = globalRegistry.get(schema)?.description ?? globalRegistry.get(inner)?.description
  if (description) base.hint = description
  if (!required) base.required = false
  if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) base.default = fallback

  if (isDate(inner)) return { ...base, ...DATE }
  switch (def.type) {
    case 'string':
      return stringField(base, inner)
    case 'number': {
      const int = checksOf(inner).some(
        (check) => check.format === 'safeint' || check.check === 'number_format',
      )
      return { ...base, widget: 'number', value_type: int ? 'int' : 'float' }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(base.default === undefined && { default: false }) }
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) }
    case 'literal': {
      const values = def.values as unknown[]
      return values.length === 1 && typeof values[0] === 'string'
        ? { ...base, widget: 'hidden', default: values[0] }
        : null
    }
    case 'object': {
      const fields = decapFields(inner)
      return fields ? { ...base, widget: 'object', fields } : null
    }
    case 'array': {
      const element = unwrap(def.element as Schema).inner
      const elementDef = defOf(element)
      const { min, max } = lengthLimits(inner)
      const limits = { ...(min !== undefined && min > 0 && { min }), ...(max !== undefined && { max }) }
      if (elementDef.type === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: Object.values(elementDef.entries as Record<string, string>),
          ...limits,
        }
      if (elementDef.type === 'object') {
        const fields = decapFields(element)
        return fields ? { ...base, widget: 'list', fields, ...limits } : null
      }
      const item = decapField('item', element)
      return item ? { ...base, widget: 'list', field: item, ...limits } : null
    }
    case 'union': {
      // "all" or a list of offices: a multiple choice whose options include the word.
      const options = def.options as Schema[]
      const words = options.flatMap((option) => {
        const optionDef = defOf(option)
        return optionDef.type === 'literal' ? (optionDef.values as string[]) : []
      })
      const list = options.map((option) => defOf(option)).find((optionDef) => optionDef.type === 'array')
      const listElement = list && defOf(unwrap(list.element as Schema).inner)
      if (words.length > 0 && listElement?.type === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          min: 1,
          options: [...words, ...Object.values(listElement.entries as Record<string, string>)],
          hint: `Choose ${words.map((word) => `“${word}”`).join(' or ')} alone, or the ones it applies to`,
        }
      return null
    }
    default:
      return null
  }
}

/** The fields of an object schema, in its order; null when it is not an object. */
export function decapFields(schema: Schema): DecapField[] | null {
  const shape = shapeOf(schema)
  if (!shape) return null
  return Object.entries(shape).flatMap(([name, field]) => {
    const decap = decapField(name, field)
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

/**
 * What the editor sends, as the schema expects it: an emptied optional field is left out, a day
 * comes back as a day, and a multiple choice holding only a word the schema takes alone ("all")
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
      if ((field === '' || field === null) && !unwrap(known).required) continue
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

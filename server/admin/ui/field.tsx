/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { cn } from '#shared/ui/cn'
import { fieldClass, labelClass } from '#shared/ui/field'

/** What every field has: its label, a hint under it, and the error of the last post, if it was this field's. */
interface FieldBase {
  id: string
  name?: string
  label: Child
  hint?: Child
  error?: string | null
  /** Classes of the field's box (its place in a grid). */
  class?: string
}

type Attributes = Record<string, unknown>

const hintId = (id: string) => `${id}-hint`
const errorId = (id: string) => `${id}-error`

/** The control's description (its hint, its error) and whether it is invalid, as ARIA says it. */
const describe = ({ id, hint, error }: FieldBase) => ({
  'aria-describedby':
    [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined,
  'aria-invalid': error ? 'true' : undefined,
})

function Frame({ field, children }: { field: FieldBase; children: Child }) {
  const { id, label, hint, error } = field
  return (
    <div class={cn('grid min-w-0 content-start gap-1.5', field.class)}>
      <label htmlFor={id} class={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId(id)} class="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId(id)} class="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A field's parts: what its frame draws (label, hint, error) and what its control carries (id,
 * name, description, invalid state, and every other attribute given).
 */
function split({ id, name, label, hint, error, class: className, ...attributes }: FieldBase & Attributes) {
  const field = { id, label, hint, error, class: className }
  return { field, control: { id, name: name ?? id, ...describe(field), ...attributes } }
}

/** A text input (text, email, password, date…) with its label, hint and error. */
export function TextField(props: FieldBase & Attributes) {
  const { field, control } = split(props)
  return (
    <Frame field={field}>
      <input class={cn(fieldClass, 'min-h-11')} {...control} />
    </Frame>
  )
}

/** Several lines of text (a note), with its label, hint and error. */
export function TextArea(props: FieldBase & Attributes) {
  const { field, control } = split(props)
  return (
    <Frame field={field}>
      <textarea class={cn(fieldClass, 'min-h-24')} {...control} />
    </Frame>
  )
}

export type Options = readonly (readonly [value: string, text: string])[]

/** A list to choose from; `selected` is the value chosen ('' for the first, empty choice). */
export function SelectField({
  options,
  selected,
  ...props
}: FieldBase & { options: Options; selected: string | null | undefined }) {
  const { field, control } = split(props)
  return (
    <Frame field={field}>
      <select class={cn(fieldClass, 'min-h-11')} {...control}>
        {options.map(([value, text]) => (
          <option value={value} selected={value === (selected ?? '')}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  )
}

export interface Choice {
  value: string
  label: Child
  description?: Child
}

/** Radio buttons under a legend: one of a few choices, each with a line that says what it means. */
export function Choices({
  id,
  name,
  label,
  hint,
  error,
  class: className,
  choices,
  selected,
}: FieldBase & { choices: readonly Choice[]; selected: string | null | undefined }) {
  const field = { id, label, hint, error, class: className }
  return (
    <fieldset
      id={id}
      class={cn('grid min-w-0 gap-1', className)}
      aria-describedby={describe(field)['aria-describedby']}
    >
      <legend class={cn(labelClass, 'mb-1')}>{label}</legend>
      {hint ? (
        <p id={hintId(id)} class="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label class="flex items-start gap-3 py-1.5">
          <input
            type="radio"
            name={name ?? id}
            value={choice.value}
            checked={choice.value === selected}
            required
            class="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>
            <span class="block font-semibold">{choice.label}</span>
            {choice.description ? (
              <span class="block text-sm text-muted-foreground">{choice.description}</span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId(id)} class="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

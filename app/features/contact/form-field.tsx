import type { ReactElement } from 'react'
import { cloneElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '#app/components/ui/input'
import { cn } from '#app/lib/utils'
import type { ContactField } from '#shared/contact/fields'
import { errorId, fieldId, summaryId } from '#shared/contact/paths'

export type FieldErrors = Partial<Record<ContactField | 'form', string>>

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/**
 * The place of a field's mistake: always in the page, hidden while there is none, so a form the
 * server sends back without script (server/contact/error-page.ts) shows it in the same place.
 */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} hidden={!error} className="text-sm font-medium text-destructive">
      {error}
    </p>
  )
}

/** Label, control, hint and error wired together for assistive technology. */
export function FormField({
  form,
  name,
  label,
  hint,
  error,
  children,
}: {
  /** The form's id, which prefixes its fields' ids (shared/contact/paths.ts). */
  form: string
  name: ContactField
  label: string
  hint?: string
  error?: string
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>
}) {
  const id = fieldId(form, name)
  // Rows at the top: beside a field with a hint, the control does not stretch down.
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, error && errorId(form, name)),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId(form, name)} error={error} />
    </div>
  )
}

/**
 * Radio buttons for one choice, grouped under their question. The first button carries the
 * field's id, so the error summary's link and the label lead to it.
 */
export function ChoiceField<Value extends string>({
  form,
  name,
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  form: string
  name: ContactField
  legend: string
  choices: readonly { value: Value; label: string }[]
  value: string
  onChange: (value: Value) => void
  error?: string
}) {
  const id = fieldId(form, name)
  return (
    <fieldset
      className="grid gap-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(form, name))}
    >
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-2 gap-y-1">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 has-checked:border-primary has-checked:bg-secondary/60 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60"
          >
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${choice.value}`}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId(form, name)} error={error} />
    </fieldset>
  )
}

/**
 * The mistakes of a form, at its top, each linking to its field: empty and hidden until there
 * is one. The server fills the same box in a form posted without script.
 */
export function ErrorSummary({
  form,
  errors,
  order,
  className,
}: {
  form: string
  errors: FieldErrors
  /** The form's fields in page order. */
  order: readonly ContactField[]
  className?: string
}) {
  const { t } = useTranslation()
  const listed = order.filter((field) => errors[field])
  const shown = Boolean(errors.form) || listed.length > 0
  return (
    <div
      id={summaryId(form)}
      tabIndex={-1}
      role="alert"
      hidden={!shown}
      className={cn(
        'rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <p className="font-semibold">{errors.form ?? t('contact.errorTitle')}</p>
      <ul className="mt-1 grid list-disc gap-1 pl-5 empty:hidden [&_a]:underline [&_a]:underline-offset-2">
        {listed.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(form, field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Moves focus to the first field to fix (a group's first choice), else to the error summary. */
export function focusFirstMistake(form: HTMLFormElement | null) {
  const invalid = form?.querySelector('[aria-invalid="true"]')
  const target =
    invalid instanceof HTMLFieldSetElement
      ? invalid.querySelector('input')
      : (invalid ?? form?.querySelector('[role="alert"]:not([hidden])'))
  if (target instanceof HTMLElement) target.focus()
}

/** Visually hidden field that people never fill; bots usually do (see server/contact/routes.ts). */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { cn } from '#shared/ui/cn'
import { sayError, type FormError } from '../form'
import { useI18n } from './context'

const tones = {
  /** Something went as asked ("Saved"): announced politely. */
  done: 'border-primary bg-primary/10',
  /** Something the person must know before going on (mail is off, backups are off). */
  warning: 'border-warning bg-warning/15',
  /** What went wrong with what they sent: announced at once. */
  error: 'border-destructive bg-destructive/10',
}

/** A boxed message at the top of a page or a section; nothing when there is nothing to say. */
export function Notice({
  tone,
  children,
  class: className,
  testid,
}: {
  tone: keyof typeof tones
  children?: Child
  class?: string
  testid?: string
}) {
  if (children === undefined || children === null || children === '' || children === false) return null
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      class={cn('mt-4 max-w-prose rounded-md border p-3', tones[tone], className)}
      data-testid={testid}
    >
      {children}
    </div>
  )
}

/**
 * What was wrong with the form just sent (a refusal, or a sentence and its field), at the top of
 * the page and announced at once; when it is about one field, it links to that field, which shows
 * the same sentence beside it.
 */
export function ErrorSummary({
  error,
  ...said
}: {
  error?: FormError | null
  field?: string | null
  text?: string | null
}) {
  const i18n = useI18n()
  const text = error ? sayError(i18n, error) : said.text
  const field = error ? error.field : said.field
  if (!text) return null
  return (
    <Notice tone="error">
      {field ? (
        <a href={`#${field}`} class="font-semibold underline underline-offset-4">
          {text}
        </a>
      ) : (
        text
      )}
    </Notice>
  )
}

import type { Context } from 'hono'
import { html } from 'hono/html'

/**
 * The hono/html building blocks the content editor's pages (content/routes.ts) still use, in
 * the site's design. Every other admin page is JSX on the typed primitives in ui/.
 */
export const ui = {
  button: 'min-h-11 rounded-md bg-primary px-4 font-semibold text-primary-foreground',
  secondary: 'min-h-11 rounded-md border border-border bg-background px-4 font-semibold hover:border-primary',
  danger: 'min-h-11 rounded-md border border-destructive bg-background px-4 font-semibold text-destructive',
  input: 'min-h-11 w-full min-w-0 rounded-md border border-border bg-background px-3',
  label: 'font-semibold',
  hint: 'text-sm text-muted-foreground',
  link: 'font-semibold text-primary underline underline-offset-4',
  card: 'rounded-xl border border-border bg-card p-5',
  th: 'px-3 py-2 font-semibold',
  td: 'px-3 py-2 align-top',
} as const

/** The session's form token, in every form that changes something (checked by auth/csrf.ts). */
// The sign-in form renders before any session exists, though the variable's type cannot say so.
export const csrfField = (c: Context) =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  html`<input type="hidden" name="_csrf" value="${c.var.adminSession?.csrf_token ?? ''}">`

export const errorAlert = (message: string | undefined) =>
  message
    ? html`<p role="alert" class="mt-4 rounded-md border border-destructive bg-destructive/10 p-3">${message}</p>`
    : ''

export const notice = (message: string | undefined) =>
  message
    ? html`<p role="status" class="mt-4 rounded-md border border-primary bg-primary/10 p-3">${message}</p>`
    : ''

/**
 * A wide table that scrolls inside its own box on a phone, reachable by keyboard and named
 * for screen readers, instead of widening the page. Its words stay whole (`wrap-normal`, over
 * the site's break-anywhere): the box scrolls rather than "Username" breaking letter by letter.
 */
export const tableRegion = (label: string, table: ReturnType<typeof html>) =>
  html`<div class="relative mt-6 overflow-x-auto rounded-xl border border-border bg-card wrap-normal" role="region" aria-label="${label}" tabindex="0">${table}</div>`

/** "1 message", "2 messages": counts as the audit trail and pages write them. */
export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

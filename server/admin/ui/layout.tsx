/** @jsxImportSource hono/jsx */
import type { Child, PropsWithChildren } from 'hono/jsx'
import { cn } from '#shared/ui/cn'
import { TextLink } from './button'
import { useI18n } from './context'

/**
 * A part of a page under its own heading: pages are a list of sections, so adding one (a test
 * message for the mail settings, an update to accept) is one more element in that list.
 */
export function Section({
  title,
  id,
  children,
  class: className,
}: PropsWithChildren<{ title: Child; id: string; class?: string }>) {
  return (
    <section aria-labelledby={`${id}-heading`} class={cn('mt-10', className)}>
      <h2 id={`${id}-heading`} class="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A paragraph of explanation, at reading width. */
export function Prose({ children, class: className }: PropsWithChildren<{ class?: string }>) {
  return <p class={cn('mt-2 max-w-prose', className)}>{children}</p>
}

/** A quieter paragraph: what happens next, what a button does. */
export function Hint({ children, class: className }: PropsWithChildren<{ class?: string }>) {
  return <p class={cn('mt-2 max-w-prose text-sm text-muted-foreground', className)}>{children}</p>
}

/** Terms and their values, side by side from 640 px ("Received", "Phone"…). */
export function Facts({
  items,
  testid,
}: {
  items: readonly (readonly [term: Child, value: Child])[]
  testid?: string
}) {
  return (
    <dl class="mt-6 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid={testid}>
      {items.map(([term, value]) => (
        <>
          <dt class="font-semibold">{term}</dt>
          <dd class="min-w-0 break-words">{value}</dd>
        </>
      ))}
    </dl>
  )
}

/** The way back from a page: "Back to messages". */
export function BackLink({ href, children }: PropsWithChildren<{ href: string }>) {
  return (
    <p class="mt-8">
      <TextLink href={href}>{children}</TextLink>
    </p>
  )
}

/** Newer and older pages of a list, when there are any. */
export function Pagination({ newer, older }: { newer?: string | null; older?: string | null }) {
  const { t } = useI18n()
  if (!newer && !older) return null
  return (
    <nav aria-label={t('pagination.label')} class="mt-4 flex flex-wrap gap-4">
      {newer ? <TextLink href={newer}>{t('pagination.newer')}</TextLink> : null}
      {older ? <TextLink href={older}>{t('pagination.older')}</TextLink> : null}
    </nav>
  )
}

/** A list's filters: a form that reloads the page with them, its fields in a grid. */
export function Filters({
  action,
  children,
  class: className,
}: PropsWithChildren<{ action: string; class?: string }>) {
  const { t } = useI18n()
  return (
    <form
      method="get"
      action={action}
      aria-label={t('filters.label')}
      class={cn('mt-6 grid grid-cols-1 items-end gap-3 min-[420px]:grid-cols-2', className)}
    >
      {children}
    </form>
  )
}

/** @jsxImportSource hono/jsx */
import type { Child, PropsWithChildren } from 'hono/jsx'
import { buttonVariants, type ButtonVariants } from '#shared/ui/button'
import { cn } from '#shared/ui/cn'
import { usePage } from './context'

type Variant = ButtonVariants & { class?: string }

/** A button in one of the site's variants; `type` is submit unless said otherwise. */
export function Button({
  variant,
  size,
  wrap,
  class: className,
  type = 'submit',
  children,
  ...attributes
}: PropsWithChildren<Variant & { type?: 'submit' | 'button'; [attribute: string]: unknown }>) {
  return (
    <button type={type} class={buttonVariants({ variant, size, wrap, className })} {...attributes}>
      {children}
    </button>
  )
}

/** A link drawn as a button: for a page to go to (a download, the next step), never for a change. */
export function LinkButton({
  href,
  variant = 'outline',
  size,
  wrap,
  class: className,
  children,
  ...attributes
}: PropsWithChildren<Variant & { href: string; [attribute: string]: unknown }>) {
  return (
    <a href={href} class={buttonVariants({ variant, size, wrap, className })} {...attributes}>
      {children}
    </a>
  )
}

/** A link in running text or below a form. */
export function TextLink({
  href,
  class: className,
  children,
  ...attributes
}: PropsWithChildren<{ href: string; class?: string; [attribute: string]: unknown }>) {
  return (
    <a
      href={href}
      class={cn('font-semibold text-primary underline underline-offset-4', className)}
      {...attributes}
    >
      {children}
    </a>
  )
}

/** The session's form token: every form that changes something carries it (auth/csrf.ts). */
export function CsrfField() {
  return <input type="hidden" name="_csrf" value={usePage().csrf} />
}

/** A form that changes something: posted to `action`, with the form token. */
export function PostForm({
  action,
  class: className,
  children,
  ...attributes
}: PropsWithChildren<{ action: string; class?: string; [attribute: string]: unknown }>) {
  return (
    <form method="post" action={action} class={className} {...attributes}>
      <CsrfField />
      {children}
    </form>
  )
}

/** One button that posts: "Publish", "End this session". */
export function PostButton({
  action,
  variant,
  label,
  hidden,
  class: className,
  buttonClass,
}: Variant & { action: string; label: Child; hidden?: Record<string, string>; buttonClass?: string }) {
  return (
    <PostForm action={action} class={className}>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <Button variant={variant} class={buttonClass}>
        {label}
      </Button>
    </PostForm>
  )
}

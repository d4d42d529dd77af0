import { cn } from '#app/lib/utils'

/** Long-form HTML rendered at build time from our own Markdown files; its links are ordinary links. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content', className)} dangerouslySetInnerHTML={{ __html: html }} />
}

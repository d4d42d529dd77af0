import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '#app/lib/utils'

/**
 * Long-form HTML rendered at build time from our own Markdown files. Same-site links inside
 * it navigate on the client like any <Link>; everything else behaves as a normal anchor.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = (event.target as HTMLElement).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href?.startsWith('/') || anchor.target) return
    event.preventDefault()
    void navigate(href)
  }

  // Delegation for the links inside: they keep their own keyboard handling (Enter clicks them).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={cn('prose-content', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

import type { ReactNode } from 'react'
import type { AfterHoursView } from '#app/view/page-data'
import { cn } from '#app/lib/utils'

/**
 * The after-hours note's box: the longest its words can get lies invisibly under them, so the box
 * is as tall at any hour as it will ever be, and the words put in later never move the page.
 */
export function NoteFrame({
  view,
  state,
  className,
  children,
}: {
  view: AfterHoursView
  state?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid', className)} data-testid="after-hours" data-state={state}>
      <p aria-hidden className="invisible col-start-1 row-start-1" data-pagefind-ignore>
        {view.reserve}
      </p>
      <p className="col-start-1 row-start-1">{children}</p>
    </div>
  )
}

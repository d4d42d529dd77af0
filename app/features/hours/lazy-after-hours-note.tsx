import { lazy, Suspense } from 'react'
import type { AfterHoursView } from '#app/view/page-data'

/**
 * The after-hours note is in the prerendered page in full; its code (and the words for the hour,
 * loaded when idle) is a chunk of its own, hydrated when it lands, like the call bar: the
 * templates that show it (emergency pages, the emergency index) share a module with index pages
 * that do not, and none of them carry it in their first load.
 */
const loadNote = () => import('./after-hours-note')
const Note = lazy(() => loadNote().then((module) => ({ default: module.AfterHoursNote })))

export function LazyAfterHoursNote(props: { view: AfterHoursView; className?: string }) {
  return (
    <Suspense>
      <Note {...props} />
    </Suspense>
  )
}

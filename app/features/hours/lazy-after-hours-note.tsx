import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { AfterHoursView } from '#app/view/page-data'
import { NoteFrame } from './note-frame'

/**
 * The after-hours note is in the prerendered page in full; its code (and the words for the hour,
 * loaded when idle) is a chunk of its own, hydrated when it lands, like the call bar: the
 * templates that show it (emergency pages, the emergency index) share a module with index pages
 * that do not, and none of them carry it in their first load. Should the page update before the
 * chunk lands, React renders the fallback in place of the prerendered note: the same box with the
 * words for any hour, so nothing moves.
 */
const loadNote = () => import('./after-hours-note')
const Note = lazy(() => loadNote().then((module) => ({ default: module.AfterHoursNote })))

export function LazyAfterHoursNote(props: { view: AfterHoursView; className?: string }) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <NoteFrame view={props.view} className={props.className}>
          {t(`afterHours.${props.view.kind}.any`)}
        </NoteFrame>
      }
    >
      <Note {...props} />
    </Suspense>
  )
}

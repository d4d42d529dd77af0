import { useTranslation } from 'react-i18next'
import { useHourIslandProps } from './use-schedule'
import type { AfterHoursView } from '#app/view/page-data'
import { islandAttributes } from '#app/features/islands/attributes'
import { afterHoursStrings, type AfterHoursProps } from './after-hours.island'
import { NoteFrame } from './note-frame'

/**
 * What to do when the practice cannot answer, said for the hour it is. The prerendered text is
 * true at any hour; once the browser is idle its island (after-hours.island.ts) says it for the
 * hour, in the same box (note-frame.tsx): an office open now (which, and its number), or that all
 * are closed and what to do instead (911 or the emergency room, the surgeon's after-hours line,
 * our next opening).
 */
export function AfterHoursNote({ view, className }: { view: AfterHoursView; className?: string }) {
  const { t } = useTranslation()
  const props: AfterHoursProps = { ...useHourIslandProps(afterHoursStrings(view.kind)), kind: view.kind }
  return (
    <NoteFrame view={view} className={className} {...islandAttributes('after-hours', 'idle', props)}>
      {t(`afterHours.${view.kind}.any`)}
    </NoteFrame>
  )
}

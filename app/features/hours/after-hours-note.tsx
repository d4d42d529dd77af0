import { useTranslation } from 'react-i18next'
import type { AfterHoursView } from '#app/view/page-data'
import { NoteFrame } from './note-frame'
import { usePracticeNow } from './use-practice-now'

/**
 * What to do when the practice cannot answer, said for the hour it is. The prerendered text is
 * true at any hour; once the browser is idle the words for the hour load (live.tsx): an office
 * open now (which, and its number), or that all are closed and what to do instead (911 or the
 * emergency room, the surgeon's after-hours line, our next opening).
 */
export function AfterHoursNote({ view, className }: { view: AfterHoursView; className?: string }) {
  const { t } = useTranslation()
  const now = usePracticeNow()
  return (
    <NoteFrame view={view} state={now?.status.state} className={className}>
      {now ? <now.words.NoteText kind={view.kind} now={now} /> : t(`afterHours.${view.kind}.any`)}
    </NoteFrame>
  )
}

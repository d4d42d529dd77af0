import { useTranslation } from 'react-i18next'
import type { AfterHoursView } from '#app/view/page-data'
import { islandAttributes } from '#app/features/islands/attributes'
import { stringsFor } from '#app/features/islands/island'
import { useSite } from '#app/features/site/context'
import { cn } from '#app/lib/utils'
import { closureTimes } from './live'
import { afterHoursStrings, type AfterHoursProps } from './after-hours.island'

/**
 * What to do when the practice cannot answer, said for the hour it is. The prerendered text is
 * true at any hour; once the browser is idle its island (after-hours.island.ts) says it for the
 * hour: an office open now (which, and its number), or that all are closed and what to do
 * instead (911 or the emergency room, the surgeon's after-hours line, our next opening). The
 * longest those words can get lies invisibly under them, so the box never grows (no layout shift).
 */
export function AfterHoursNote({ view, className }: { view: AfterHoursView; className?: string }) {
  const { t } = useTranslation()
  const site = useSite()
  const props: AfterHoursProps = {
    kind: view.kind,
    closures: closureTimes(site.schedule.closures),
    language: site.language,
    strings: stringsFor(site.strings[site.language] ?? {}, afterHoursStrings(view.kind)),
  }
  return (
    <div
      className={cn('grid', className)}
      data-testid="after-hours"
      {...islandAttributes('after-hours', 'idle', props)}
    >
      <p aria-hidden className="invisible col-start-1 row-start-1" data-pagefind-ignore>
        {view.reserve}
      </p>
      <p className="col-start-1 row-start-1">{t(`afterHours.${view.kind}.any`)}</p>
    </div>
  )
}

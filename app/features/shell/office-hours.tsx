import { useTranslation } from 'react-i18next'
import type { Office } from '#shared/practice'
import { OpenStatus } from '#app/features/hours/open-status'
import { islandAttributes } from '#app/features/islands/attributes'
import { useHourIslandProps, useOfficeClosures } from '#app/features/hours/use-schedule'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { formatTime } from '#shared/format'
import { OFFICE_HOURS_STRINGS, type OfficeHoursProps } from '#app/features/hours/office-hours.island'

/**
 * An office's hours: whether it is open now, "Mon–Fri 8:30 AM–5:30 PM", one line per block of
 * days, then its closures and special hours of the next 30 days. The office-hours island fills
 * in "open now" once the browser is idle, and drops a listed closure once it has ended.
 */
export function OfficeHours({ office, className }: { office: Office; className?: string }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const closures = useOfficeClosures(office.id)
  const listed = closures.filter((closure) => closure.listed)
  const props: OfficeHoursProps = { ...useHourIslandProps(OFFICE_HOURS_STRINGS, closures), office: office.id }
  return (
    <div className={className} {...islandAttributes('office-hours', 'idle', props)}>
      <OpenStatus />
      <dl className="mt-1">
        {office.hours.map((block) => {
          const first = block.days[0]
          const last = block.days.at(-1) ?? first
          const days = first === last ? t(`days.${first}`) : `${t(`days.${first}`)}–${t(`days.${last}`)}`
          return (
            <div key={days} className="flex gap-2">
              <dt className="min-w-16">{days}</dt>
              <dd>
                {formatTime(block.opens, language)}–{formatTime(block.closes, language)}
              </dd>
            </div>
          )
        })}
      </dl>
      {listed.length > 0 && (
        <div className="mt-2" data-testid="closures">
          <p className="font-semibold text-foreground">{t('hours.changes')}</p>
          <ul className="mt-1 grid gap-1">
            {listed.map((closure) => (
              <li key={closure.from} data-closure-to={closure.to}>
                <span className="font-medium text-foreground">{closure.days}</span>
                {`: ${closure.hoursText} (${closure.reason})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import type { OfficeHours as Hours } from '#app/config/practice'
import { formatTime } from '#app/lib/format'

/** "Mon–Fri 8:30 AM–5:30 PM", one line per block of days. */
export function OfficeHours({ hours, className }: { hours: Hours[]; className?: string }) {
  const { t, i18n } = useTranslation()
  return (
    <dl className={className}>
      {hours.map((block) => {
        const first = block.days[0]!
        const last = block.days[block.days.length - 1]!
        const days = first === last ? t(`days.${first}`) : `${t(`days.${first}`)}–${t(`days.${last}`)}`
        return (
          <div key={days} className="flex gap-2">
            <dt className="min-w-16">{days}</dt>
            <dd>
              {formatTime(block.opens, i18n.language)}–{formatTime(block.closes, i18n.language)}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

import { useTranslation } from 'react-i18next'
import type { OfficeHours as Hours } from '#shared/practice'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { formatTime } from '#app/lib/format'

/** "Mon–Fri 8:30 AM–5:30 PM", one line per block of days. */
export function OfficeHours({ hours, className }: { hours: Hours[]; className?: string }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  return (
    <dl className={className}>
      {hours.map((block) => {
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
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { practice, type Office } from '#shared/practice'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { dayName, formatAtTime, formatShortDate } from '#app/lib/format'
import { cn } from '#app/lib/utils'
import { officeStatus, weekdayOf, type ClosureView, type OfficeStatus } from './schedule'
import { wallClock } from './wall-clock'

/** Runs once the browser is idle (Safari has no requestIdleCallback: shortly after). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/**
 * "Open now · Closes at 5:30 PM" or "Closed now · Opens Monday at 8:30 AM", in the practice's time
 * zone by the visitor's clock. The prerendered page has the weekly hours and this empty box, two
 * lines tall, so filling it after hydration moves nothing (CLS 0). Worked out when the browser
 * is idle, then once a minute.
 */
export function OpenStatus({ office, closures }: { office: Office; closures: ClosureView[] }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const [status, setStatus] = useState<OfficeStatus | null>(null)
  const key = JSON.stringify(closures)

  useEffect(() => {
    const update = () =>
      setStatus(officeStatus(office.hours, closures, wallClock(new Date(), practice.timeZone)))
    whenIdle(update)
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [office, key]) // eslint-disable-line react-hooks/exhaustive-deps -- closures compared by value

  let detail = ''
  if (status?.state === 'open') detail = t('hours.closesAt', { at: formatAtTime(status.closes, language) })
  else if (status?.opens) {
    const { date, time, inDays } = status.opens
    const at = formatAtTime(time, language)
    detail =
      inDays === 0
        ? t('hours.opensToday', { at })
        : inDays === 1
          ? t('hours.opensTomorrow', { at })
          : t('hours.opensOn', {
              at,
              day: inDays < 7 ? dayName(weekdayOf(date), language) : formatShortDate(date, language),
            })
  }

  return (
    <p className="min-h-[2lh]" data-testid="open-status" data-state={status?.state}>
      {status && (
        <>
          <span className="flex items-center gap-2 font-semibold text-foreground">
            <span
              aria-hidden
              className={cn(
                'size-2 rounded-full',
                status.state === 'open' ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-muted-foreground',
              )}
            />
            {t(status.state === 'open' ? 'hours.openNow' : 'hours.closedNow')}
          </span>
          <span className="block">{detail}</span>
        </>
      )}
    </p>
  )
}

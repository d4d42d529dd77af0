import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Office } from '#shared/practice'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { cn } from '#app/lib/utils'
import { whenIdle } from '#app/lib/when-idle'
import type { Closure } from '#shared/hours/schedule'
import type { StatusLine } from './status-line'

/**
 * "Open now · Closes at 5:30 PM" or "Closed now · Opens Monday at 8:30 AM", in the practice's time
 * zone by the visitor's clock. The prerendered page has the weekly hours and this empty box, two
 * lines tall, so filling it after hydration moves nothing (CLS 0). The code that works it out
 * loads when the browser is idle; the line is then refreshed once a minute.
 */
export function OpenStatus({
  office,
  closures,
  onToday,
}: {
  office: Office
  closures: Closure<unknown>[]
  /** Told the practice's date each time the line is worked out (office-hours.tsx drops ended closures). */
  onToday?: (date: string) => void
}) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const [status, setStatus] = useState<StatusLine | null>(null)
  const key = JSON.stringify(closures)

  useEffect(() => {
    let timer: number | undefined
    let stopped = false
    whenIdle(() => {
      void import('./status-line').then(({ statusLine }) => {
        if (stopped) return
        const update = () => {
          const line = statusLine(office, closures, t, language)
          setStatus(line)
          onToday?.(line.today)
        }
        update()
        timer = window.setInterval(update, 60_000)
      })
    })
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [office, key, t, language, onToday]) // eslint-disable-line react-hooks/exhaustive-deps -- closures compared by value

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
            {status.title}
          </span>
          <span className="block">{status.detail}</span>
        </>
      )}
    </p>
  )
}

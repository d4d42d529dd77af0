import { useTranslation } from 'react-i18next'
import { lineLabel, usePagePhone, usePageUrgency } from '#app/features/contact/page-phone'
import { usePracticeNow } from '#app/features/hours/use-practice-now'
import { Call911, CallLink } from './call-links'
import { ScrollToTop } from './scroll-to-top'

/**
 * SPEC §9: a persistent tap-to-call bar below 768 px, in the prerendered HTML and shown and
 * hidden by CSS alone (no layout shift; the footer reserves its height). On a 911-level
 * emergency page it offers 911 first and the office second. Once the browser knows the hour,
 * the words for it load (hours/live.tsx): an office that is open, or, when all are closed, that
 * they are and what to do instead. Sized in pixels around its words, so 200 % text makes it
 * taller by the text alone, and at large text on a narrow phone the words shorten to keep one
 * row (container queries in rem). The back-to-top button has the bar's last place, so it never
 * lies over the page (it floats at the corner from 768 px). Visible words are accessible names.
 */
export function CallBar() {
  const { t } = useTranslation()
  const phone = usePagePhone()
  const emergency = usePageUrgency() === 'emergency-room'
  const now = usePracticeNow()
  return (
    <div
      className="@container fixed inset-x-0 bottom-0 z-30 flex items-center gap-1.5 border-t border-primary/30 bg-primary px-1.5 pt-1 pb-[max(4px,env(safe-area-inset-bottom))] text-sm leading-tight font-semibold text-primary-foreground md:pointer-events-none md:inset-x-auto md:right-6 md:bottom-6 md:border-0 md:bg-transparent md:p-0"
      data-testid="call-bar-frame"
    >
      <aside
        aria-label={t('callBar.label')}
        className="flex min-w-0 flex-1 gap-1.5 md:hidden"
        data-testid="call-bar"
      >
        {emergency && <Call911 label={t('emergency.call911')} />}
        {now ? (
          <now.words.CallBarHours phone={phone} emergency={emergency} now={now} />
        ) : (
          <CallLink
            phone={phone}
            label={emergency ? t('callBar.office') : (lineLabel(phone, t) ?? t('callBar.callNow'))}
            hideNumber={emergency ? '@max-sm:sr-only' : '@max-2xs:sr-only'}
          />
        )}
      </aside>
      <ScrollToTop />
    </div>
  )
}

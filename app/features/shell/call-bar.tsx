import { useTranslation } from 'react-i18next'
import { useHourIslandProps } from '#app/features/hours/use-schedule'
import { lineLabel, usePagePhone, usePageUrgency } from '#app/features/contact/page-phone'
import { islandAttributes } from '#app/features/islands/attributes'
import { CALL_BAR_STRINGS, type CallBarProps } from './call-bar.island'
import { Call911, CallLink } from './call-links'
import { ScrollToTop } from './scroll-to-top'

/**
 * SPEC §9: a persistent tap-to-call bar below 768 px, in the prerendered HTML and shown and
 * hidden by CSS alone (no layout shift; the footer reserves its height). On a 911-level
 * emergency page it offers 911 first and the office second. Once the browser is idle, its
 * island (call-bar.island.ts) reads the hour: an office that is open (another office's number
 * when the page's has closed), or, when all are closed, that they are and what to do instead
 * (the words below, in a template until then). Sized in pixels around its words, so 200 % text
 * makes it taller by the text alone, and at large text on a narrow phone the words shorten to
 * keep one row (container queries in rem). The back-to-top button has the bar's last place, so it
 * never lies over the page (it floats at the corner from 768 px). Visible words are accessible names.
 */
export function CallBar() {
  const { t } = useTranslation()
  const phone = usePagePhone()
  const emergency = usePageUrgency() === 'emergency-room'
  const line = lineLabel(phone, t)
  const props: CallBarProps = { ...useHourIslandProps(CALL_BAR_STRINGS), phone, line, emergency }
  return (
    <div
      className="@container fixed inset-x-0 bottom-0 z-30 flex items-center gap-1.5 border-t border-primary/30 bg-primary px-1.5 pt-1 pb-[max(4px,env(safe-area-inset-bottom))] text-sm leading-tight font-semibold text-primary-foreground md:pointer-events-none md:inset-x-auto md:right-6 md:bottom-6 md:border-0 md:bg-transparent md:p-0"
      data-testid="call-bar-frame"
      {...islandAttributes('call-bar', 'idle', props)}
    >
      <aside
        aria-label={t('callBar.label')}
        className="flex min-w-0 flex-1 gap-1.5 md:hidden"
        data-testid="call-bar"
      >
        {emergency && <Call911 label={t('emergency.call911')} />}
        <CallLink
          phone={phone}
          label={emergency ? t('callBar.office') : (line ?? t('callBar.callNow'))}
          hideNumber={emergency ? '@max-sm:sr-only' : '@max-2xs:sr-only'}
        />
        {/* What the bar says when every office is closed; the island fills in the next opening. */}
        <template data-slot="closed">
          <p
            className="flex min-h-[44px] min-w-0 grow flex-col justify-center px-2 py-1 [overflow-wrap:normal]"
            data-testid="call-bar-closed"
          >
            {/* Two lines at most, as tall as the open bar: "Closed" where the longer words would wrap. */}
            <span className={line ? '@max-sm:sr-only' : '@max-xs:sr-only'}>
              {line ? t('callBar.lineClosed', { line }) : t('callBar.officesClosed')}
            </span>
            <span aria-hidden className={line ? '@sm:hidden' : '@xs:hidden'}>
              {t('callBar.closed')}
            </span>{' '}
            {!emergency && <span className="text-xs font-normal @max-2xs:sr-only" data-slot="opens" />}
          </p>
          {!emergency && <Call911 label={t('callBar.emergency')} short="md" />}
        </template>
      </aside>
      <ScrollToTop />
    </div>
  )
}

import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePageUrgency } from '#app/features/contact/page-phone'

/**
 * On a 911-level emergency page, the first thing on the screen, above the header, is the red
 * band that says what to do, and it dials 911 when tapped: at any text size it is on a phone's
 * first screen, where the header alone can fill it at 200 % text.
 */
export function EmergencyBand() {
  const { t } = useTranslation()
  if (usePageUrgency() !== 'emergency-room') return null
  return (
    <aside aria-label={t('emergency.band')}>
      <a
        href="tel:911"
        className="flex min-h-12 items-center justify-center gap-2 bg-destructive px-4 py-2.5 text-center font-bold [overflow-wrap:break-word] text-destructive-foreground underline-offset-4 hover:underline"
        data-analytics="phone_click"
        data-testid="urgency"
      >
        <Phone aria-hidden className="size-5 shrink-0" />
        {t('emergency.level.emergency-room')}
      </a>
    </aside>
  )
}

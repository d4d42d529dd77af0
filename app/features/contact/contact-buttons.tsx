import { CalendarCheck, Phone as PhoneIcon } from 'lucide-react'
import type { VariantProps } from 'class-variance-authority'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button'
import type { Phone } from '#shared/practice'
import { WithPhoneNumber } from '#app/components/phone-number'
import type { PagePhone } from '#app/view/page-data'
import { lineLabel } from './page-phone'
import { AppointmentTrigger } from '#app/features/contact/appointment-trigger'

type ButtonLook = VariantProps<typeof buttonVariants> & { className?: string }

/** Opens the appointment dialog: the primary action of most pages. */
export function BookButton({ size = 'lg', variant, wrap, className }: ButtonLook) {
  const { t } = useTranslation()
  return (
    <AppointmentTrigger className={buttonVariants({ size, variant, wrap, className })}>
      <CalendarCheck aria-hidden />
      {t('cta.book')}
    </AppointmentTrigger>
  )
}

/**
 * A tel: link styled as a button; every call link is counted as a `phone_click`. Its label
 * (by default "Call (714) 555-0100", or "Keratoconus line: (714) 555-0142" for a specialty line)
 * keeps the number on one line.
 */
export function CallButton({
  phone,
  children,
  size = 'lg',
  variant = 'outline',
  wrap,
  className,
}: ButtonLook & { phone: Phone | PagePhone; children?: string }) {
  const { t } = useTranslation()
  const line = 'line' in phone ? lineLabel(phone, t) : null
  const label =
    children ??
    (line ? t('cta.callLine', { line, phone: phone.display }) : t('cta.call', { phone: phone.display }))
  return (
    <a
      href={`tel:${phone.e164}`}
      data-analytics="phone_click"
      className={buttonVariants({ size, variant, wrap, className })}
    >
      <PhoneIcon aria-hidden />
      <span>
        <WithPhoneNumber text={label} phone={phone} />
      </span>
    </a>
  )
}

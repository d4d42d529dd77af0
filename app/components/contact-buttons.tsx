import { CalendarCheck, Phone as PhoneIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import type { Phone } from '#app/config/practice'
import { AppointmentTrigger } from '#app/features/contact/appointment-dialog'

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'wrap' | 'className'>

/** Opens the appointment dialog: the primary action of most pages. */
export function BookButton({ size = 'lg', ...look }: ButtonLook) {
  const { t } = useTranslation()
  return (
    <Button asChild size={size} {...look}>
      <AppointmentTrigger>
        <CalendarCheck aria-hidden />
        {t('cta.book')}
      </AppointmentTrigger>
    </Button>
  )
}

/** A tel: link styled as a button; every call link is counted as a `phone_click`. */
export function CallButton({ phone, children, size = 'lg', variant = 'outline', ...look }: ButtonLook & { phone: Phone; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Button asChild size={size} variant={variant} {...look}>
      <a href={`tel:${phone.e164}`} data-analytics="phone_click">
        <PhoneIcon aria-hidden />
        {children ?? t('cta.call', { phone: phone.display })}
      </a>
    </Button>
  )
}

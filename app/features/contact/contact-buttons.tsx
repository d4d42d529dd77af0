import { CalendarCheck, Phone as PhoneIcon } from 'lucide-react'
import type { VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button'
import type { Phone } from '#shared/practice'
import { AppointmentTrigger } from '#app/features/contact/appointment-dialog'

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

/** A tel: link styled as a button; every call link is counted as a `phone_click`. */
export function CallButton({
  phone,
  children,
  size = 'lg',
  variant = 'outline',
  wrap,
  className,
}: ButtonLook & { phone: Phone; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <a
      href={`tel:${phone.e164}`}
      data-analytics="phone_click"
      className={buttonVariants({ size, variant, wrap, className })}
    >
      <PhoneIcon aria-hidden />
      {children ?? t('cta.call', { phone: phone.display })}
    </a>
  )
}

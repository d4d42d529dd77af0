import { Mail, Phone } from 'lucide-react'
import { useId, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog'
import { useLanguage } from '#app/features/i18n/language-provider'
import { usePagePhone } from './page-phone'
import { appointmentMailto } from './appointment'
import { AppointmentForm } from './appointment-form'

/** The appointment dialog itself, loaded on demand by appointment-dialog.tsx. */
export function AppointmentDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  // Its own ids: the contact page has the same form in the page.
  const form = `appointment-dialog${useId().replace(/[^\w-]/g, '')}`
  const phone = usePagePhone()

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('appointment.close')}
        data-testid="appointment-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <DialogTitle>{t('appointment.title')}</DialogTitle>
        <DialogDescription>{t('appointment.intro')}</DialogDescription>
        <AppointmentForm
          form={form}
          honeypot={false}
          after={(values) => (
            // Side by side where both labels fit, one above the other where they do not.
            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              <a
                className={buttonVariants({ variant: 'outline', className: 'grow' })}
                href={appointmentMailto(language, values)}
                data-analytics="appointment_request"
                data-testid="appointment-mailto"
              >
                <Mail aria-hidden />
                {t('appointment.email')}
              </a>
              <a
                className={buttonVariants({ variant: 'outline', className: 'grow' })}
                href={`tel:${phone.e164}`}
                data-analytics="phone_click"
              >
                <Phone aria-hidden />
                {t('appointment.call', { phone: phone.display })}
              </a>
            </div>
          )}
        />
      </DialogContent>
    </Dialog>
  )
}

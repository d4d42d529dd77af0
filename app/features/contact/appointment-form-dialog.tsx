import { Mail, Phone } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog'
import { track } from '#app/features/analytics/track'
import { useLanguage } from '#app/features/i18n/language-provider'
import { appointmentMailto } from './appointment'
import { AppointmentForm } from './appointment-form'
import { APPOINTMENT_LINKS, type AppointmentDialogProps } from './appointment-island'

/**
 * The appointment dialog, an island of its own (appointment.island.tsx) woken by the first
 * "Request an appointment" link a visitor follows, which it then opens; any such link on the page
 * opens it again. A link followed with a modifier key (a new tab) still leads to the contact page.
 */
export function AppointmentDialog({ phone, closures }: AppointmentDialogProps) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [open, setOpen] = useState(false)
  // Opened from a link on the page (not a Radix trigger), so it remembers where to return focus.
  const returnFocus = useRef<HTMLElement | null>(null)
  // Its own ids: the contact page has the same form in the page.
  const form = `appointment-dialog${useId().replace(/[^\w-]/g, '')}`

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLElement>(APPOINTMENT_LINKS) : null
      if (!link || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      track('appointment_request', { text: link.textContent.trim(), href: 'dialog' })
      returnFocus.current = link
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
          closures={closures}
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

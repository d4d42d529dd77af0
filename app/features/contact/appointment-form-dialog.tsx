import { CheckCircle2, Mail, Phone, Send } from 'lucide-react'
import { useId, useMemo, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog'
import { Input } from '#app/components/ui/input'
import { useLanguage } from '#app/features/i18n/language-provider'
import { usePagePhone } from './page-phone'
import { appointmentMailto } from './appointment'
import { limits } from '#shared/contact/fields'
import { FormField } from './form-field'
import { useContactSubmit } from './use-contact-submit'
import { AppointmentChecklist } from './appointment-checklist'

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
  const id = useId()
  const phone = usePagePhone()
  const [fields, setFields] = useState({ name: '', phone: '', email: '' })
  const { state, errors, submit } = useContactSubmit()
  const mailto = useMemo(() => appointmentMailto(language, fields), [language, fields])
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }))

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
        {state === 'done' || state === 'sent' ? (
          <div role="status" className="grid gap-2">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <CheckCircle2 aria-hidden className="size-6 text-primary" />
              {t('appointment.sentTitle')}
            </p>
            <p>{t('appointment.sentText')}</p>
          </div>
        ) : (
          <>
            <DialogDescription>{t('appointment.intro')}</DialogDescription>
            <AppointmentChecklist className="text-sm" />
            <form
              noValidate
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault()
                void submit({ kind: 'appointment', reason: 'appointment', ...fields })
              }}
            >
              {errors.form && (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium"
                >
                  {errors.form}
                </p>
              )}
              <FormField id={`${id}-name`} label={t('contact.fullName')} error={errors.name}>
                <Input
                  name="name"
                  autoComplete="name"
                  maxLength={limits.name}
                  value={fields.name}
                  onChange={set('name')}
                />
              </FormField>
              <FormField
                id={`${id}-phone`}
                label={t('contact.phone')}
                hint={t('contact.phoneOrEmailHint')}
                error={errors.phone}
              >
                <Input
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={limits.phone}
                  value={fields.phone}
                  onChange={set('phone')}
                />
              </FormField>
              <FormField id={`${id}-email`} label={t('contact.email')} error={errors.email}>
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={limits.email}
                  value={fields.email}
                  onChange={set('email')}
                />
              </FormField>
              <Button type="submit" size="lg" disabled={state === 'sending'}>
                <Send aria-hidden />
                {state === 'sending' ? t('contact.sending') : t('appointment.send')}
              </Button>
            </form>
            {/* Side by side where both labels fit, one above the other where they do not. */}
            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              <a
                className={buttonVariants({ variant: 'outline', className: 'grow' })}
                href={mailto}
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
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

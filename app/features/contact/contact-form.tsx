import { CheckCircle2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { Input, NativeSelect, Textarea } from '#app/components/ui/input'
import { useLanguage } from '#app/features/i18n/language-provider'
import { limits, reasons, type Reason } from '#shared/contact/fields'
import { FormField, Honeypot } from './form-field'
import { useContactSubmit } from './use-contact-submit'

const empty = { name: '', phone: '', email: '', reason: 'general' as Reason, message: '' }

/**
 * The contact form. Prerendered as a plain form that posts to the server (and works without
 * script); once hydrated it validates in place and sends with fetch, keeping what was typed.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const id = useId()
  const [values, setValues] = useState(empty)
  const { state, errors, submit, reset } = useContactSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state === 'done') confirmationRef.current?.focus()
  }, [state])

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const ok = await submit({ kind: 'contact', ...values })
    if (ok) setValues(empty)
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }

  if (state === 'done') {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-primary/40 bg-secondary/50 p-6 outline-none"
        data-testid="contact-confirmation"
      >
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 aria-hidden className="size-6 text-primary" />
          {t('contact.sentTitle')}
        </h3>
        <p className="mt-2">{t('contact.sentText')}</p>
        <Button variant="outline" className="mt-4" onClick={reset}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    )
  }

  const field = (name: keyof typeof empty) => `${id}-${name}`
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="relative grid gap-4"
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="kind" value="contact" />
      <Honeypot />
      {(errors.form || Object.keys(errors).length > 0) && (
        <p
          id={`${id}-form-error`}
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium"
        >
          {errors.form ?? t('contact.errorSummary')}
        </p>
      )}
      <FormField id={field('name')} label={t('contact.name')} error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          required
          maxLength={limits.name}
          value={values.name}
          onChange={set('name')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={field('phone')}
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
            value={values.phone}
            onChange={set('phone')}
          />
        </FormField>
        <FormField id={field('email')} label={t('contact.email')} error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            value={values.email}
            onChange={set('email')}
          />
        </FormField>
      </div>
      <FormField id={field('reason')} label={t('contact.reason')} error={errors.reason}>
        <NativeSelect name="reason" value={values.reason} onChange={set('reason')}>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contact.reason.${reason}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={field('message')} label={t('contact.message')} error={errors.message}>
        <Textarea
          name="message"
          required
          maxLength={limits.message}
          rows={6}
          value={values.message}
          onChange={set('message')}
        />
      </FormField>
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={state === 'sending' || state === 'sent'}
          data-testid="contact-submit"
        >
          {state === 'sending'
            ? t('contact.sending')
            : state === 'sent'
              ? t('contact.sentButton')
              : t('contact.send')}
        </Button>
      </div>
    </form>
  )
}

import { useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { Input, NativeSelect, Textarea } from '#app/components/ui/input'
import { useLanguage } from '#app/features/i18n/language-provider'
import { formFields, limits, reasons, type Reason } from '#shared/contact/fields'
import { ErrorSummary, focusFirstMistake, FormField, Honeypot } from './form-field'
import { SentConfirmation } from './sent-confirmation'
import { useContactSubmit, type ReplyClosures } from './use-contact-submit'

const empty = { name: '', phone: '', email: '', reason: 'general' as Reason, message: '' }

/**
 * The contact form. Prerendered as a plain form that posts to the server (and works without
 * script); once hydrated it validates in place and sends with fetch, keeping what was typed.
 */
export function ContactForm({ form, closures }: { form: string; closures: ReplyClosures }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [values, setValues] = useState(empty)
  const { state, errors, reply, submit, reset } = useContactSubmit(closures)
  const formRef = useRef<HTMLFormElement>(null)

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const ok = await submit({ kind: 'contact', ...values })
    if (ok) setValues(empty)
    else focusFirstMistake(formRef.current)
  }

  if (state === 'done') return <SentConfirmation kind="contact" reply={reply} onAnother={reset} />

  return (
    <form
      ref={formRef}
      id={form}
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="relative grid gap-4"
    >
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="kind" value="contact" />
      <Honeypot />
      <ErrorSummary form={form} errors={errors} order={formFields.contact} />
      <FormField form={form} name="name" label={t('contact.name')} error={errors.name}>
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
          form={form}
          name="phone"
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
        <FormField form={form} name="email" label={t('contact.email')} error={errors.email}>
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
      <FormField form={form} name="reason" label={t('contact.reason')} error={errors.reason}>
        <NativeSelect name="reason" value={values.reason} onChange={set('reason')}>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contact.reason.${reason}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField form={form} name="message" label={t('contact.message')} error={errors.message}>
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

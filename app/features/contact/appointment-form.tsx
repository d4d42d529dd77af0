import { Send } from 'lucide-react'
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { useLanguage } from '#app/features/i18n/language-provider'
import { contactWays, formFields, insuranceChoices, limits, type ContactWay } from '#shared/contact/fields'
import type { AppointmentFields } from './appointment'
import { ChoiceField, ErrorSummary, focusFirstMistake, FormField, Honeypot } from './form-field'
import { SentConfirmation } from './sent-confirmation'
import { useContactSubmit, type ReplyClosures } from './use-contact-submit'

const empty: AppointmentFields = {
  name: '',
  phone: '',
  email: '',
  contactBy: '',
  bestTime: '',
  insurance: '',
  insurancePlan: '',
}

/**
 * The appointment request: who, how and when to reach them, and their insurance. The same form
 * in the dialog and on the contact page, where it is prerendered as a plain form that posts to
 * the server and works without script; once hydrated it validates in place and sends with fetch.
 */
export function AppointmentForm({
  form,
  closures,
  honeypot = true,
  after,
}: {
  /** The form's id, the prefix of its fields' ids (the contact page's is shared/contact's). */
  form: string
  /** For the confirmation's reply time (use-contact-submit.ts). */
  closures: ReplyClosures
  /** The field for bots, which only a form posted without script sends (not the dialog's). */
  honeypot?: boolean
  /** What follows the form, given what was typed so far (the dialog's email and call links). */
  after?: (values: AppointmentFields) => ReactNode
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [values, setValues] = useState(empty)
  const [sentWay, setSentWay] = useState<ContactWay | undefined>()
  const { state, errors, reply, submit, reset } = useContactSubmit(closures)
  const formRef = useRef<HTMLFormElement>(null)

  const set = (field: keyof AppointmentFields) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const onInput = (field: keyof AppointmentFields) => (event: { target: { value: string } }) =>
    set(field)(event.target.value)

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const ok = await submit({ kind: 'appointment', reason: 'appointment', ...values })
    if (ok) {
      setSentWay(values.contactBy || undefined)
      setValues(empty)
    } else focusFirstMistake(formRef.current)
  }

  if (state === 'done')
    return (
      <SentConfirmation
        kind="appointment"
        contactBy={sentWay}
        reply={reply}
        onAnother={() => {
          reset()
          setSentWay(undefined)
        }}
      />
    )

  return (
    <>
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
        <input type="hidden" name="kind" value="appointment" />
        <input type="hidden" name="reason" value="appointment" />
        {honeypot && <Honeypot />}
        <ErrorSummary form={form} errors={errors} order={formFields.appointment} />
        <FormField form={form} name="name" label={t('contact.fullName')} error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            maxLength={limits.name}
            value={values.name}
            onChange={onInput('name')}
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
              onChange={onInput('phone')}
            />
          </FormField>
          <FormField form={form} name="email" label={t('contact.email')} error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={limits.email}
              value={values.email}
              onChange={onInput('email')}
            />
          </FormField>
        </div>
        <ChoiceField
          form={form}
          name="contactBy"
          legend={t('appointment.contactBy')}
          choices={contactWays.map((way) => ({ value: way, label: t(`appointment.contactBy.${way}`) }))}
          value={values.contactBy}
          onChange={set('contactBy')}
          error={errors.contactBy}
        />
        <FormField
          form={form}
          name="bestTime"
          label={t('appointment.bestTime')}
          hint={t('appointment.bestTimeHint')}
          error={errors.bestTime}
        >
          <Input
            name="bestTime"
            autoComplete="off"
            maxLength={limits.bestTime}
            value={values.bestTime}
            onChange={onInput('bestTime')}
          />
        </FormField>
        <ChoiceField
          form={form}
          name="insurance"
          legend={t('appointment.insurance')}
          choices={insuranceChoices.map((choice) => ({
            value: choice,
            label: t(`appointment.insurance.${choice}`),
          }))}
          value={values.insurance}
          onChange={set('insurance')}
          error={errors.insurance}
        />
        <FormField
          form={form}
          name="insurancePlan"
          label={t('appointment.insurancePlan')}
          hint={t('appointment.insurancePlanHint')}
          error={errors.insurancePlan}
        >
          <Input
            name="insurancePlan"
            autoComplete="off"
            maxLength={limits.insurancePlan}
            value={values.insurancePlan}
            onChange={onInput('insurancePlan')}
          />
        </FormField>
        <div>
          <Button type="submit" size="lg" disabled={state === 'sending' || state === 'sent'}>
            <Send aria-hidden />
            {state === 'sending'
              ? t('contact.sending')
              : state === 'sent'
                ? t('contact.sentButton')
                : t('appointment.send')}
          </Button>
        </div>
      </form>
      {after?.(values)}
    </>
  )
}

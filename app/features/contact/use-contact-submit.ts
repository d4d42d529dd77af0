import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { track } from '#app/features/analytics/track'
import { useLanguage } from '#app/features/i18n/language-provider'
import { toast } from '#app/features/toasts/toast'
import type { ContactInput } from '#shared/contact/schema'
import type { Closure } from '#shared/hours/schedule'
import type { FieldErrors as Errors } from './form-field'
import { replySentence } from './reply-line'

export type SubmitState = 'idle' | 'sending' | 'sent' | 'done'

/** How long the button says "Sent Successfully" before the confirmation replaces the form. */
const SENT_MS = 1200

function newKey(): string {
  // randomUUID exists only in secure contexts (HTTPS, localhost), not on a plain-HTTP office LAN.
  return 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/** The closures a form's confirmation counts when it says when the office will answer (reason in the page's language). */
export type ReplyClosures = Closure<string>[]

/**
 * Validates with the shared schema, then posts to /api/contact. One idempotency key per
 * message, so a retry or a double click is stored once; a new key after success. `closures`
 * are the practice's, as the page was built with them, for the confirmation's reply time.
 */
export function useContactSubmit(closures: ReplyClosures) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [state, setState] = useState<SubmitState>('idle')
  const [errors, setErrors] = useState<Errors>({})
  // When the office will answer, worked out when the message is sent: the confirmation says it.
  const [reply, setReply] = useState('')
  const key = useRef(newKey())
  // When the form was opened: set once mounted, since rendering stays free of the clock.
  const startedAt = useRef(0)
  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  const submit = useCallback(
    async (values: Omit<ContactInput, 'language' | 'idempotencyKey'>): Promise<boolean> => {
      const input = { ...values, language, idempotencyKey: key.current }
      // The validator loads on the first send, not with the page: most visitors never send.
      const { ContactSchema, fieldErrors } = await import('#shared/contact/schema')
      const local = ContactSchema.safeParse(input)
      if (!local.success) {
        const found: Errors = Object.fromEntries(
          Object.entries(fieldErrors(local.error)).map(([field, message]) => [field, t(message)]),
        )
        if (Object.keys(found).length === 0) found.form = t('contact.error.invalid')
        // Rendered before returning, so the form can move focus to the first field to fix.
        flushSync(() => setErrors(found))
        return false
      }
      setErrors({})
      setState('sending')
      let response: Response
      try {
        response = await fetch('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...input, startedAt: startedAt.current }),
        })
      } catch {
        setState('idle')
        setErrors({ form: t('contact.error.network') })
        toast.error(t('contact.toastFailed'), { description: t('contact.error.network') })
        return false
      }
      const body = (await response.json().catch(() => ({}))) as { errors?: Errors; error?: string }
      if (!response.ok) {
        setState('idle')
        const serverErrors: Errors = body.errors ?? {
          form: body.error ?? `HTTP error! status ${response.status}`,
        }
        setErrors(serverErrors)
        toast.error(t('contact.toastFailed'), { description: serverErrors.form ?? t('contact.errorSummary') })
        return false
      }
      track('form_submit', { text: values.kind ?? 'contact', href: '/api/contact' })
      const answer = replySentence(closures, t, language)
      setReply(answer)
      setState('sent')
      toast.success(values.kind === 'appointment' ? t('appointment.sentTitle') : t('contact.toastSent'), {
        description: answer,
      })
      key.current = newKey()
      window.setTimeout(() => setState('done'), SENT_MS)
      return true
    },
    [language, t, closures],
  )

  const reset = useCallback(() => {
    setState('idle')
    setErrors({})
    startedAt.current = Date.now()
  }, [])

  return { state, errors, reply, submit, reset }
}

import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import type { ContactWay, FormKind } from '#shared/contact/fields'

/**
 * What the patient reads once the office has their message or request: what was sent (a
 * request is not yet an appointment), when the office will answer, and what to do in an
 * emergency meanwhile. Takes focus, so a screen reader reads it at once.
 */
export function SentConfirmation({
  kind,
  contactBy,
  reply,
  onAnother,
}: {
  kind: FormKind
  contactBy?: ContactWay
  /** When the office will answer (reply-line.ts). */
  reply: string
  onAnother?: () => void
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="grid gap-2 rounded-xl border border-primary/40 bg-secondary/50 p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      data-testid="contact-confirmation"
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden className="size-6 shrink-0 text-primary" />
        {kind === 'appointment' ? t('appointment.sentTitle') : t('contact.sentTitle')}
      </h3>
      {kind === 'appointment' && <p>{t(`appointment.notYet.${contactBy ?? 'call'}`)}</p>}
      <p data-testid="reply-time">{reply}</p>
      <p className="font-semibold">{t('reply.emergency')}</p>
      {onAnother && (
        <Button variant="outline" className="mt-2 justify-self-start" onClick={onAnother}>
          {kind === 'appointment' ? t('appointment.sendAnother') : t('contact.sendAnother')}
        </Button>
      )}
    </div>
  )
}

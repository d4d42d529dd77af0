import { useTranslation } from 'react-i18next'
import { cn } from '#app/lib/utils'

/** SPEC §2: what an appointment request should include, the same on the contact page and in the dialog. */
export function AppointmentChecklist({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <ul className={cn('grid list-disc gap-1 pl-6', className)}>
      {(['Name', 'Phone', 'Insurance', 'Contact'] as const).map((item) => (
        <li key={item}>{t(`appointment.include${item}`)}</li>
      ))}
    </ul>
  )
}

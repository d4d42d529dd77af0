import type { ComponentProps } from 'react'
import { useLanguage } from '#app/features/i18n/language-provider'
import { usePageFacts } from '#app/features/site/context'
import { joinPath, type Language } from '#shared/languages'
import { contactForms, contactPaths } from '#shared/contact/paths'

/** The contact page's appointment form, where every trigger leads without script. */
export const appointmentFormPath = (language: Language) =>
  joinPath(language, `${contactPaths.form}#${contactForms.appointment.section}`)

/**
 * A link to the contact page's appointment form, which opens the appointment dialog instead
 * (`data-appointment`, appointment.island.tsx): without script it leads to the same form, which
 * posts without script. On the contact page itself it is a link to the form on the page, which
 * puts the cursor in its first field (app/entry.client.ts).
 */
export function AppointmentTrigger({ children, ...props }: Omit<ComponentProps<'a'>, 'href'>) {
  const { language } = useLanguage()
  const { path } = usePageFacts()
  const onContactPage = path === joinPath(language, contactPaths.form)
  return (
    <a
      {...props}
      href={appointmentFormPath(language)}
      {...(!onContactPage && { 'data-appointment': '', 'aria-haspopup': 'dialog' as const })}
    >
      {children}
    </a>
  )
}

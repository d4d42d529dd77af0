import { clientIsland } from '#app/features/islands/define'
import type { PagePhone } from '#app/view/page-data'
import { FORM_STRINGS } from './form-strings'
import type { ReplyClosures } from './use-contact-submit'

export interface AppointmentDialogProps {
  /** The number the page offers (its line, or its office's). */
  phone: PagePhone
  closures: ReplyClosures
}

/** Links to the contact page's appointment form that open the dialog (appointment-trigger.tsx). */
export const APPOINTMENT_LINKS = 'a[data-appointment]'

/** The appointment dialog as every page holds it (features/shell/page-shell.tsx), woken by those links. */
export const appointmentIsland = clientIsland<AppointmentDialogProps>('appointment', FORM_STRINGS)

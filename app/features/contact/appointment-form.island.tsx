import { defineIsland } from '#app/features/islands/define'
import { AppointmentForm } from './appointment-form'
import { FORM_STRINGS } from './form-strings'

/** The contact page's appointment form, enhanced as the message form is (contact-form.island.tsx). */
export default defineIsland('appointment-form', AppointmentForm, { strings: FORM_STRINGS })

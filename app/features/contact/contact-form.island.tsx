import { defineIsland } from '#app/features/islands/define'
import { ContactForm } from './contact-form'
import { FORM_STRINGS } from './form-strings'

/**
 * The contact page's message form: prerendered whole, posting without script, and enhanced
 * (checked in place, sent with fetch, confirmed) once it comes near the screen or is reached for.
 */
export default defineIsland('contact-form', ContactForm, { strings: FORM_STRINGS })

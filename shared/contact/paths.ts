/**
 * Where the contact page's forms are and how their fields are named in the page: what the
 * "Request an appointment" links (on every page, in the first load) and the server need. Kept
 * apart from fields.ts, which only the forms' own code loads.
 */

export type FormKind = 'contact' | 'appointment'

/**
 * Pages the server sends visitors to after a form posted without script: the contact page
 * (to try again, with the mistakes marked) and the confirmations of a message and of an
 * appointment request. The content test checks each exists in every language.
 */
export const contactPaths = { form: 'contact', sent: 'message-sent', requestSent: 'request-sent' } as const

/**
 * The contact page's two forms as the server finds them in the prerendered page to mark the
 * mistakes of a form posted without script: the section a link to the form points at
 * (`/contact#appointment`), and the form's id, which prefixes its fields' ids
 * (`appointment-form-name`, its error `appointment-form-name-error`).
 */
export const contactForms = {
  contact: { section: 'message', id: 'message-form' },
  appointment: { section: 'appointment', id: 'appointment-form' },
} as const satisfies Record<FormKind, { section: string; id: string }>

/** The id of a field's control (of its first choice, for radio buttons) and of its error text. */
export const fieldId = (form: string, field: string) => `${form}-${field}`
export const errorId = (form: string, field: string) => `${form}-${field}-error`
/** The error summary at the top of a form, filled when the form comes back with mistakes. */
export const summaryId = (form: string) => `${form}-errors`

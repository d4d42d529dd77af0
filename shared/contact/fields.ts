/**
 * What the forms need to render: reasons, choices and length limits. Kept apart from the zod
 * schema (schema.ts), which the browser loads only when a message is sent.
 */
export const reasons = ['general', 'appointment', 'eyewear', 'billing', 'feedback', 'other'] as const
export type Reason = (typeof reasons)[number]

/** An appointment request's insurance: a plan (named in `insurancePlan` when known), none, or not sure. */
export const insuranceChoices = ['plan', 'none', 'unsure'] as const
export type InsuranceChoice = (typeof insuranceChoices)[number]

/** How the patient wants the office to reach them about an appointment request. */
export const contactWays = ['call', 'text', 'email'] as const
export type ContactWay = (typeof contactWays)[number]

export const limits = {
  name: 100,
  phone: 30,
  email: 254,
  message: 4000,
  key: 64,
  insurancePlan: 100,
  bestTime: 120,
} as const

/** Seconds a person needs at least to fill the form; faster submissions are treated as bots. */
export const MIN_FILL_SECONDS = 3

export type FormKind = 'contact' | 'appointment'

/** The fields each form shows, in the order the page shows them (and lists their mistakes). */
export const formFields = {
  contact: ['name', 'phone', 'email', 'reason', 'message'],
  appointment: ['name', 'phone', 'email', 'contactBy', 'bestTime', 'insurance', 'insurancePlan'],
} as const satisfies Record<FormKind, readonly string[]>

export type ContactField = (typeof formFields)[FormKind][number]

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

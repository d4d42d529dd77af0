/**
 * What the forms need to render: reasons and length limits. Kept apart from the zod schema
 * (contact-schema.ts), which the browser loads only when a message is sent.
 */
export const reasons = ['general', 'appointment', 'eyewear', 'billing', 'feedback', 'other'] as const
export type Reason = (typeof reasons)[number]

export const limits = { name: 100, phone: 30, email: 254, message: 4000, key: 64 } as const

/** Seconds a person needs at least to fill the form; faster submissions are treated as bots. */
export const MIN_FILL_SECONDS = 3

/**
 * Pages the server sends visitors to after a form posted without script: the contact page
 * (to try again) and the confirmation. The content test checks both exist in every language.
 */
export const contactPaths = { form: 'contact', sent: 'message-sent' } as const

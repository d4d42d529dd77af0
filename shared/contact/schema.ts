import { z } from '../zod'
import { languages } from '../languages'
import type { InterfaceStrings } from '../locales'
import { limits, MIN_FILL_SECONDS, reasons, type Reason } from './fields'

/**
 * One schema for the contact form, the appointment request and the server that receives
 * both. Messages are interface-string keys, translated where they are shown, so the browser
 * and the server speak the visitor's language with the same words.
 */

export { limits, MIN_FILL_SECONDS, reasons, type Reason }

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined))

export const ContactSchema = z
  .object({
    kind: z.enum(['contact', 'appointment']).default('contact'),
    language: z.enum(languages).catch('en'),
    name: z
      .string({ error: 'contact.error.nameRequired' })
      .trim()
      .min(2, 'contact.error.nameRequired')
      .max(limits.name, 'contact.error.nameTooLong'),
    phone: optionalText(limits.phone, 'contact.error.phoneInvalid').refine(
      (value) =>
        value === undefined || (/^[+()\d\s.-]{7,}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7),
      'contact.error.phoneInvalid',
    ),
    email: optionalText(limits.email, 'contact.error.emailInvalid').refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      'contact.error.emailInvalid',
    ),
    reason: z.enum(reasons).catch('general'),
    message: optionalText(limits.message, 'contact.error.messageTooLong'),
    /** Lets a retry or a double click store the message once. */
    idempotencyKey: z
      .string()
      .trim()
      .max(limits.key)
      .regex(/^[\w-]*$/)
      .optional(),
  })
  .refine((data) => data.phone !== undefined || data.email !== undefined, {
    path: ['phone'],
    message: 'contact.error.phoneOrEmail',
  })
  .refine((data) => data.kind === 'appointment' || data.message !== undefined, {
    path: ['message'],
    message: 'contact.error.messageRequired',
  })

export type ContactInput = z.input<typeof ContactSchema>
export type ContactMessage = z.output<typeof ContactSchema>
export type ContactField = 'name' | 'phone' | 'email' | 'reason' | 'message'

/** The interface strings the schema's messages name (shared/locales). */
export type ContactErrorKey = Extract<keyof InterfaceStrings, `contact.error.${string}`>

/** First error per field, as interface-string keys. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, ContactErrorKey>> {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined
    // Every message above is a key; zod's own (a number where text belongs) gets a general one.
    const message = (
      issue.message.startsWith('contact.error.') ? issue.message : 'contact.error.invalid'
    ) as ContactErrorKey
    if (field && !errors[field]) errors[field] = message
  }
  return errors
}

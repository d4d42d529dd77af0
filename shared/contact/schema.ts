import { z } from '../zod'
import { languages } from '../languages'
import type { InterfaceStrings } from '../locales'
import {
  contactWays,
  formFields,
  insuranceChoices,
  limits,
  MIN_FILL_SECONDS,
  reasons,
  type ContactField,
  type Reason,
} from './fields'

/**
 * One schema for the contact form, the appointment request and the server that receives
 * both. Messages are interface-string keys, translated where they are shown, so the browser
 * and the server speak the visitor's language with the same words.
 */

export { limits, MIN_FILL_SECONDS, reasons, type ContactField, type Reason }

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined))

/** A choice of radio buttons: none chosen is `undefined`; a value no button has is a mistake. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(['', ...values], 'contact.error.chooseOne')
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined))

/**
 * The rules between fields run even when another field has a mistake, so a form comes back
 * with all its mistakes at once, not one per attempt.
 */
const always = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null }

const asks = (data: { kind?: string; contactBy?: string }, way: (typeof contactWays)[number]) =>
  data.kind === 'appointment' && data.contactBy === way

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
    /** Appointment requests: how to reach the patient; the phone or email it needs must be given. */
    contactBy: optionalChoice(contactWays),
    /** Appointment requests: when the patient can take a call, in their words ("weekday mornings"). */
    bestTime: optionalText(limits.bestTime, 'contact.error.bestTimeTooLong'),
    /** Appointment requests: whether the patient has insurance, and which plan when they know it. */
    insurance: optionalChoice(insuranceChoices),
    insurancePlan: optionalText(limits.insurancePlan, 'contact.error.insurancePlanTooLong'),
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
    ...always,
  })
  .refine((data) => data.kind === 'appointment' || data.message !== undefined, {
    path: ['message'],
    message: 'contact.error.messageRequired',
    ...always,
  })
  // Asked to be called or texted, a patient must have left a number; to be emailed, an address.
  .refine((data) => !asks(data, 'call') || data.phone !== undefined, {
    path: ['phone'],
    message: 'contact.error.phoneForCall',
    ...always,
  })
  .refine((data) => !asks(data, 'text') || data.phone !== undefined, {
    path: ['phone'],
    message: 'contact.error.phoneForText',
    ...always,
  })
  .refine((data) => !asks(data, 'email') || data.email !== undefined, {
    path: ['email'],
    message: 'contact.error.emailForReply',
    ...always,
  })
  .transform(({ contactBy, bestTime, insurance, insurancePlan, ...data }) => {
    // A message carries no appointment details; a plan named means the patient has one.
    const appointment = data.kind === 'appointment'
    return {
      ...data,
      contactBy: appointment ? contactBy : undefined,
      bestTime: appointment ? bestTime : undefined,
      insurance: !appointment
        ? undefined
        : insurancePlan && insurance !== 'none'
          ? ('plan' as const)
          : insurance,
      insurancePlan: appointment && insurance !== 'none' ? insurancePlan : undefined,
    }
  })

export type ContactInput = z.input<typeof ContactSchema>
export type ContactMessage = z.output<typeof ContactSchema>

/** The interface strings the schema's messages name (shared/locales). */
export type ContactErrorKey = Extract<keyof InterfaceStrings, `contact.error.${string}`>

const knownFields = new Set<string>(Object.values(formFields).flat())

/** First error per field, as interface-string keys. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, ContactErrorKey>> {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !knownFields.has(field)) continue
    // Every message above is a key; zod's own (a number where text belongs) gets a general one.
    const message = (
      issue.message.startsWith('contact.error.') ? issue.message : 'contact.error.invalid'
    ) as ContactErrorKey
    errors[field as ContactField] ??= message
  }
  return errors
}

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

import type { FormKind } from './paths'

export type { FormKind }

/** The fields each form shows, in the order the page shows them (and lists their mistakes). */
export const formFields = {
  contact: ['name', 'phone', 'email', 'reason', 'message'],
  appointment: ['name', 'phone', 'email', 'contactBy', 'bestTime', 'insurance', 'insurancePlan'],
} as const satisfies Record<FormKind, readonly string[]>

export type ContactField = (typeof formFields)[FormKind][number]

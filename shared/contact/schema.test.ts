import { describe, expect, it } from 'vitest'
import { ContactSchema, fieldErrors } from './schema'

const valid = {
  name: 'Ana López',
  phone: '(714) 555-0123',
  message: 'I would like an exam next week.',
  language: 'es',
}

describe('ContactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = ContactSchema.parse({ ...valid, name: '  Ana López ', email: '' })
    expect(result).toMatchObject({
      name: 'Ana López',
      email: undefined,
      kind: 'contact',
      reason: 'general',
      language: 'es',
    })
  })

  it('needs a phone or an email', () => {
    const result = ContactSchema.safeParse({ ...valid, phone: '' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ phone: 'contact.error.phoneOrEmail' })
    expect(ContactSchema.safeParse({ ...valid, phone: '', email: 'ana@example.com' }).success).toBe(true)
  })

  it('reports each bad field with its own message', () => {
    const result = ContactSchema.safeParse({
      name: 'A',
      phone: '12',
      email: 'not-an-email',
      message: 'x'.repeat(5000),
    })
    expect(fieldErrors(result.error!)).toEqual({
      name: 'contact.error.nameRequired',
      phone: 'contact.error.phoneInvalid',
      email: 'contact.error.emailInvalid',
      message: 'contact.error.messageTooLong',
    })
  })

  it('does not need a message for an appointment request', () => {
    expect(
      ContactSchema.safeParse({ kind: 'appointment', name: 'Ana', email: 'ana@example.com' }).success,
    ).toBe(true)
    expect(fieldErrors(ContactSchema.safeParse({ name: 'Ana', email: 'ana@example.com' }).error!)).toEqual({
      message: 'contact.error.messageRequired',
    })
  })

  it('falls back on unknown reasons and languages rather than failing', () => {
    const result = ContactSchema.parse({ ...valid, reason: 'spam', language: 'fr' })
    expect(result.reason).toBe('general')
    expect(result.language).toBe('en')
  })

  it('rejects idempotency keys with odd characters', () => {
    expect(ContactSchema.safeParse({ ...valid, idempotencyKey: '<script>' }).success).toBe(false)
  })

  it('reports every mistake at once, the rules between fields included', () => {
    expect(fieldErrors(ContactSchema.safeParse({ ...valid, name: '', phone: '' }).error!)).toEqual({
      name: 'contact.error.nameRequired',
      phone: 'contact.error.phoneOrEmail',
    })
  })
})

describe('ContactSchema, appointment requests', () => {
  const request = { kind: 'appointment', name: 'Ana López', email: 'ana@example.com', language: 'en' }

  it('needs the phone or email the chosen way of reaching the patient uses', () => {
    expect(fieldErrors(ContactSchema.safeParse({ ...request, contactBy: 'text' }).error!)).toEqual({
      phone: 'contact.error.phoneForText',
    })
    expect(fieldErrors(ContactSchema.safeParse({ ...request, contactBy: 'call' }).error!)).toEqual({
      phone: 'contact.error.phoneForCall',
    })
    expect(
      fieldErrors(
        ContactSchema.safeParse({ ...request, email: '', phone: '714 555 0123', contactBy: 'email' }).error!,
      ),
    ).toEqual({ email: 'contact.error.emailForReply' })
    expect(ContactSchema.safeParse({ ...request, contactBy: 'email' }).success).toBe(true)
  })

  it('keeps the answers, and a named plan means the patient has insurance', () => {
    expect(
      ContactSchema.parse({ ...request, contactBy: 'email', bestTime: ' mornings ', insurancePlan: 'VSP' }),
    ).toMatchObject({ contactBy: 'email', bestTime: 'mornings', insurance: 'plan', insurancePlan: 'VSP' })
    expect(ContactSchema.parse({ ...request, insurance: 'none', insurancePlan: 'VSP' })).toMatchObject({
      insurance: 'none',
      insurancePlan: undefined,
    })
    expect(ContactSchema.parse({ ...request, contactBy: '', insurance: '' })).toMatchObject({
      contactBy: undefined,
      insurance: undefined,
    })
  })

  it('refuses a choice no button offers and answers that are too long', () => {
    expect(
      fieldErrors(
        ContactSchema.safeParse({
          ...request,
          contactBy: 'fax',
          insurance: 'maybe',
          bestTime: 'x'.repeat(121),
          insurancePlan: 'x'.repeat(101),
        }).error!,
      ),
    ).toEqual({
      contactBy: 'contact.error.chooseOne',
      insurance: 'contact.error.chooseOne',
      bestTime: 'contact.error.bestTimeTooLong',
      insurancePlan: 'contact.error.insurancePlanTooLong',
    })
  })

  it('carries no appointment answers in a message', () => {
    expect(
      ContactSchema.parse({ ...valid, contactBy: 'call', insurance: 'plan', bestTime: 'now' }),
    ).toMatchObject({
      contactBy: undefined,
      insurance: undefined,
      bestTime: undefined,
    })
  })
})

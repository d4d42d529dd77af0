import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testServer } from '../test-server'
import { CONTACT_RATE } from './routes'

/** The contact page's two forms as the build prerenders them (trimmed of their classes). */
const contactPage = (language: 'en' | 'es') =>
  fs.readFileSync(new URL(`./fixtures/contact-page.${language}.html`, import.meta.url), 'utf8')

let server: Awaited<ReturnType<typeof testServer>>
let address = 0
beforeEach(async () => {
  server = await testServer({
    files: { 'contact/index.html': contactPage('en'), 'es/contact/index.html': contactPage('es') },
  })
})
afterEach(() => server.close())

// Each test speaks from its own address, so the rate limit of one does not leak into another.
function post(body: unknown, { type = 'application/json', from = `10.0.0.${++address}` } = {}) {
  return server.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': from },
    body:
      type === 'application/json'
        ? JSON.stringify(body)
        : new URLSearchParams(body as Record<string, string>).toString(),
  })
}

const valid = {
  name: 'Ana López',
  phone: '(714) 555-0123',
  reason: 'billing',
  message: 'Question about my bill.',
  language: 'es',
  startedAt: Date.now() - 10_000,
}

describe('POST /api/contact', () => {
  it('stores a valid message before answering', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect(server.messages.get(id)).toMatchObject({
      name: 'Ana López',
      phone: '(714) 555-0123',
      reason: 'billing',
      language: 'es',
      kind: 'contact',
    })
  })

  it('stores a message once per idempotency key', async () => {
    const body = { ...valid, idempotencyKey: 'abc-123' }
    expect((await post(body)).status).toBe(201)
    expect((await post(body)).status).toBe(200)
    expect(server.messages.counts().total).toBe(1)
  })

  it('answers invalid input with 400 and per-field messages in the visitor’s language', async () => {
    const spanish = await post({ ...valid, name: '', phone: '', email: 'nope' })
    expect(spanish.status).toBe(400)
    expect(await spanish.json()).toEqual({
      errors: {
        name: 'Por favor, escriba su nombre.',
        email: 'Por favor, escriba un correo como nombre@ejemplo.com.',
      },
    })
    const english = await post({ ...valid, language: 'en', phone: '' })
    expect(await english.json()).toEqual({
      errors: { phone: 'Please give us a phone number or an email so we can answer you.' },
    })
    expect(server.messages.counts().total).toBe(0)
  })

  it('quietly drops what fills the honeypot', async () => {
    const response = await post({ ...valid, website: 'http://spam.example' })
    expect(response.status).toBe(200)
    expect(server.messages.counts().total).toBe(0)
  })

  it('refuses a form filled faster than a person can', async () => {
    const response = await post({ ...valid, startedAt: Date.now() - 500 })
    expect(response.status).toBe(400)
    expect(server.messages.counts().total).toBe(0)
  })

  it('limits the rate per address with 429 and a readable message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push((await post({ ...valid, idempotencyKey: `k${i}` }, { from: '192.0.2.7' })).status)
    expect(statuses.slice(0, CONTACT_RATE.limit).every((status) => status === 201)).toBe(true)
    expect(statuses.slice(CONTACT_RATE.limit).every((status) => status === 429)).toBe(true)
    const limited = await post(valid, { from: '192.0.2.7' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await limited.json()) as { error: string }).error).toContain('Demasiados mensajes')
    expect(server.messages.counts().total).toBe(CONTACT_RATE.limit)
    expect((await post(valid, { from: '192.0.2.8' })).status).toBe(201)
  })

  it('never counts a refused post toward the limit: a patient who mistypes can still send', async () => {
    const from = '192.0.2.9'
    for (let i = 0; i < CONTACT_RATE.limit - 1; i++)
      expect((await post({ ...valid, idempotencyKey: `ok${i}` }, { from })).status).toBe(201)
    // Mistakes, by script and without, and a form sent too fast: each refused, none counted.
    const { startedAt: _, ...plain } = valid
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid, phone: '', idempotencyKey: `bad${i}` }, { from })).status).toBe(400)
      const form = await post({ ...plain, name: '' }, { from, type: 'application/x-www-form-urlencoded' })
      expect(form.status).toBe(422)
    }
    expect((await post({ ...valid, startedAt: Date.now() }, { from })).status).toBe(400)
    expect((await post({ ...valid, idempotencyKey: 'last' }, { from })).status).toBe(201)
    // The limit is reached now, and holds for valid and invalid posts alike.
    expect((await post({ ...valid, idempotencyKey: 'one-more' }, { from })).status).toBe(429)
    expect((await post({ ...valid, phone: '' }, { from })).status).toBe(429)
    expect(server.messages.counts().total).toBe(CONTACT_RATE.limit)
  })

  it('accepts a plain form post and redirects to the confirmation page in the right language', async () => {
    const { startedAt: _, ...form } = valid
    const response = await post(form, { type: 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/message-sent')
    expect(server.messages.counts().total).toBe(1)
  })

  it('refuses malformed, oversized and wrongly typed bodies cleanly', async () => {
    expect((await post('{"name":', { type: 'application/json' })).status).toBe(400)
    expect(
      (
        await server.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{broken',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await server.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'hello',
        })
      ).status,
    ).toBe(415)
    expect(
      (
        await server.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }),
        })
      ).status,
    ).toBe(413)
    expect(
      (
        await server.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '[1,2]',
        })
      ).status,
    ).toBe(400)
    expect((await server.app.request('/api/contact')).status).toBe(405)
  })
})

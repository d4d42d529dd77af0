import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningTestServer } from './in-process-server'

let server: Awaited<ReturnType<typeof listeningTestServer>>
beforeAll(async () => {
  server = await listeningTestServer()
})
afterAll(() => server.close())

const MARKER = '<script>alert(1)</script>'
const endpoints = [
  '/api/contact',
  '/api/health',
  '/api/admin/messages',
  '/api/admin/anything',
  '/api/analytics',
  '/admin/login',
  '/admin/logout',
  '/admin/messages/1/handled',
  '/admin/messages/1/delete',
]

// Values of every type where the form expects text, and some that are far too long.
const anyField = fc.oneof(
  fc.string(),
  fc.constant(MARKER),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
)
const contactLike = fc.record(
  {
    name: anyField,
    phone: anyField,
    email: anyField,
    reason: anyField,
    message: anyField,
    language: anyField,
    kind: anyField,
    idempotencyKey: anyField,
    startedAt: anyField,
    website: anyField,
    password: anyField,
    next: anyField,
  },
  { requiredKeys: [] },
)
// Written as text, so "__proto__" is a real key of the parsed object, as it would be from a client.
const pollution = fc
  .tuple(
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
    fc.constantFrom('{"polluted":"yes"}', '{"prototype":{"polluted":"yes"}}', '"x"', '[1]'),
  )
  .map(([key, value]) => `{"${key}":${value},"name":"${key}"}`)
// Any generated value as text; some objects (no prototype, a "toString" key) refuse String().
const asText = (value: unknown) => {
  try {
    return typeof value === 'string' ? value : ((JSON.stringify(value) as string | undefined) ?? '')
  } catch {
    return ''
  }
}
const body = fc.oneof(
  { weight: 4, arbitrary: contactLike.map(asText) },
  { weight: 2, arbitrary: fc.json() },
  { weight: 2, arbitrary: pollution },
  {
    weight: 2,
    arbitrary: contactLike.map((value) =>
      new URLSearchParams(Object.entries(value).map(([k, v]) => [k, asText(v)])).toString(),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }) }, // broken encodings
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"name":',
      '%E0%A4%A',
      '\uFEFF{}',
      'name=%ZZ&phone=%',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 70_000, maxLength: 90_000 }) }, // oversized
)
const request = fc.record({
  path: fc.constantFrom(...endpoints),
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  type: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'text/plain',
    'application/xml',
    '',
  ),
  body,
  from: fc.ipV4(),
  cookie: fc.option(
    fc.string({ maxLength: 60 }).map((value) => `admin_session=${encodeURIComponent(value)}`),
  ),
})

describe('fuzzing every API endpoint with random and hostile requests', () => {
  it('answers 2,000 of them with 2xx, a redirect within the site, or 4xx, never echoing the input, and stays up', async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, type, body, from, cookie }) => {
        const headers: Record<string, string> = { 'x-forwarded-for': from }
        if (type) headers['content-type'] = type
        if (cookie) headers.cookie = cookie
        const withBody = method !== 'GET' && method !== 'HEAD'
        const response = await fetch(`${server.origin}${path}`, {
          method,
          headers,
          body: withBody ? body : undefined,
          redirect: 'manual',
        })
        const text = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        // 303 to a page of the site: the no-script form's confirmation, or the admin sign-in.
        const redirect = response.status === 303 && /^\/[^/\\]/.test(response.headers.get('location') ?? '')
        expect(
          redirect ||
            (response.status >= 200 && response.status < 300) ||
            (response.status >= 400 && response.status < 500),
          `${method} ${path} ${type} → ${response.status}`,
        ).toBe(true)
        expect(text).not.toContain(MARKER)
      }),
      { numRuns: 2000 },
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200)
    // The run reached past the front door: validation, refusals and stored messages all happened.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 405, 413, 415]))
  }, 60_000)
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, testServer } from '../test-server'

let server: Awaited<ReturnType<typeof testServer>>
beforeEach(async () => {
  server = await testServer()
})
afterEach(() => server.close())

async function signIn(password = TEST_PASSWORD, from = '10.9.0.1') {
  const response = await server.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    body: new URLSearchParams({ password, next: '/admin/messages' }).toString(),
  })
  return { response, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' }
}

describe('admin', () => {
  it('refuses pages and APIs without a session, and marks them noindex', async () => {
    for (const path of [
      '/admin',
      '/admin/messages',
      '/admin/tools',
      '/admin/keratoconus-qr',
      '/admin/messages/1',
    ]) {
      const response = await server.app.request(path)
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).toMatch(/^\/admin\/login/)
      expect(response.headers.get('x-robots-tag')).toContain('noindex')
    }
    const api = await server.app.request('/api/admin/messages')
    expect(api.status).toBe(401)
    const forged = await server.app.request('/api/admin/messages', {
      headers: { cookie: 'admin_session=forged.value' },
    })
    expect(forged.status).toBe(401)
  })

  it('signs in with the password and sets a hardened session cookie', async () => {
    const wrong = await signIn('not the password')
    expect(wrong.response.status).toBe(401)
    const { response, cookie } = await signIn()
    expect(response.status).toBe(303)
    const header = response.headers.get('set-cookie')!
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/Secure/i)
    expect(header).toMatch(/SameSite=Strict/i)
    const inbox = await server.app.request('/admin/messages', { headers: { cookie } })
    expect(inbox.status).toBe(200)
    expect((await server.app.request('/api/admin/messages', { headers: { cookie } })).status).toBe(200)
  })

  it('limits sign-in attempts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await signIn('wrong password', '10.9.9.9')).response.status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await signIn(TEST_PASSWORD, '10.9.9.9')).response.status).toBe(429)
  })

  it('counts only failed sign-ins toward the limit', async () => {
    for (let i = 0; i < 8; i++) expect((await signIn(TEST_PASSWORD, '10.9.9.10')).response.status).toBe(303)
  })

  it('lists, shows escaped, marks handled and deletes messages', async () => {
    await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.2' },
      body: JSON.stringify({
        name: '<img src=x onerror=alert(1)>',
        email: 'x@example.com',
        message: '<script>alert("hi")</script>',
      }),
    })
    const { cookie } = await signIn()
    const list = await (await server.app.request('/admin/messages', { headers: { cookie } })).text()
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(list).not.toContain('<img src=x')
    const detail = await (await server.app.request('/admin/messages/1', { headers: { cookie } })).text()
    expect(detail).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;')
    expect(detail).not.toContain('<script>alert')

    const post = (path: string, body: Record<string, string> = {}) =>
      server.app.request(path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      })
    expect((await post('/admin/messages/1/handled', { handled: '1' })).status).toBe(303)
    expect(server.messages.get(1)?.handled_at).toBeTruthy()
    expect((await post('/admin/messages/1/delete')).status).toBe(303)
    expect(server.messages.get(1)).toBeUndefined()
    expect((await post('/admin/messages/999/delete')).status).toBe(404)
  })

  it('refuses a cross-site form post even with a session', async () => {
    const { cookie } = await signIn()
    const response = await server.app.request('/admin/messages/1/delete', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
    })
    expect(response.status).toBe(403)
  })
})

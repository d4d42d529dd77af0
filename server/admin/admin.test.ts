import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, testServer } from '../test-server'
import { SIGN_IN_LIMITS } from './auth/routes'
import { tableRows } from './ui/read-table'

/** Each test signs in with scrypt a few times: generous on a busy machine. */
const SLOW = 30_000

let server: Awaited<ReturnType<typeof testServer>>
beforeEach(async () => {
  server = await testServer()
}, 30_000)
afterEach(() => server.close())

describe('admin', { timeout: SLOW }, () => {
  it('refuses pages and APIs without a session, and marks them noindex', async () => {
    for (const path of [
      '/admin',
      '/admin/messages',
      '/admin/tools',
      '/admin/keratoconus-qr',
      '/admin/messages/1',
      '/admin/users',
      '/admin/audit',
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

  it('signs the owner in with username and password and sets a hardened session cookie', async () => {
    const wrong = await server.signIn('owner', 'not the password')
    expect(wrong.response.status).toBe(401)
    expect(wrong.cookie).toBe('')
    const { response, cookie } = await server.signIn('owner', TEST_PASSWORD)
    expect(response.status).toBe(303)
    const header = response.headers.getSetCookie().find((value) => value.startsWith('admin_session='))!
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/Secure/i)
    expect(header).toMatch(/SameSite=Strict/i)
    const inbox = await server.app.request('/admin/messages', { headers: { cookie } })
    expect(inbox.status).toBe(200)
    expect((await server.app.request('/api/admin/messages', { headers: { cookie } })).status).toBe(200)
  })

  it('refuses a sign-in form posted without the form’s own token', async () => {
    const response = await server.app.request('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'owner', password: TEST_PASSWORD }).toString(),
    })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((value) => value.startsWith('admin_session='))).toBe(false)
  })

  it('never locks the owner out: failed sign-ins from five other addresses hold up only those', async () => {
    const attackers = ['10.9.1.1', '10.9.1.2', '10.9.1.3', '10.9.1.4', '10.9.1.5']
    for (const from of attackers)
      expect((await server.signIn('owner', 'wrong password', { from })).response.status).toBe(401)
    // One of them keeps trying: refused unheard there, even with the right password.
    const [persistent] = attackers as [string]
    const statuses: number[] = []
    for (let i = 1; i <= SIGN_IN_LIMITS.pair; i++)
      statuses.push(
        (await server.signIn('owner', `wrong password ${i}`, { from: persistent })).response.status,
      )
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.pair - 1).fill(401), 429])
    expect((await server.signIn('owner', TEST_PASSWORD, { from: persistent })).response.status).toBe(429)

    // The owner, at the owner's own computer, signs in.
    const owner = await server.signIn('owner', TEST_PASSWORD, { from: '10.9.0.1' })
    expect(owner.response.status).toBe(303)

    // The limit reached is in the audit trail once, and the audit page says so at the top.
    const limited = server.admin.deps.audit.query({ action: 'sign_in.limited' })
    expect(limited).toHaveLength(1)
    expect(limited[0]).toMatchObject({ username: 'owner', address: persistent })
    expect(limited[0]!.detail).toMatch(/for this username from this address/)
    const audit = await (
      await server.app.request('/admin/audit', { headers: { cookie: owner.cookie } })
    ).text()
    expect(audit).toMatch(/Sign-in limits were reached 1 time in the last 24 hours<\/strong>, for owner/)
    expect(audit).toContain('href="/admin/audit?action=sign_in.limited"')
    const filtered = await server.app.request('/admin/audit?action=sign_in.limited', {
      headers: { cookie: owner.cookie },
    })
    expect(
      tableRows(await filtered.text()).filter((cells) => cells[2] === 'Sign-in refused: too many attempts'),
    ).toHaveLength(1)
  })

  it('limits failed sign-ins per address, whatever the username', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= SIGN_IN_LIMITS.address; i++)
      statuses.push(
        (await server.signIn(`nobody${i}`, 'wrong password', { from: '10.9.9.9' })).response.status,
      )
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.address).fill(401), 429])
    expect((await server.signIn('owner', TEST_PASSWORD, { from: '10.9.9.9' })).response.status).toBe(429)
    expect((await server.signIn('owner', TEST_PASSWORD, { from: '10.9.9.10' })).response.status).toBe(303)
  })

  it('counts only failed sign-ins toward the limit', async () => {
    for (let i = 0; i < 8; i++)
      expect((await server.signIn('owner', TEST_PASSWORD, { from: '10.9.9.11' })).response.status).toBe(303)
  })

  it('lists and shows messages escaped, and deletes them', async () => {
    await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.2' },
      body: JSON.stringify({
        name: '<img src=x onerror=alert(1)>',
        email: 'x@example.com',
        message: '<script>alert("hi")</script>',
      }),
    })
    const owner = await server.signIn()
    const list = await (
      await server.app.request('/admin/messages', { headers: { cookie: owner.cookie } })
    ).text()
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(list).not.toContain('<img src=x')
    const detail = await (
      await server.app.request('/admin/messages/1', { headers: { cookie: owner.cookie } })
    ).text()
    expect(detail).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;')
    expect(detail).not.toContain('<script>alert')
    // A patient's message is kept through its retention period; spam goes, after a second question.
    expect((await server.post(owner, '/admin/messages/1/delete', { confirm: 'yes' })).status).toBe(409)
    expect(server.messages.get(1)).toBeDefined()
    expect((await server.post(owner, '/admin/messages/1', { status: 'spam' })).status).toBe(303)
    const asked = await server.post(owner, '/admin/messages/1/delete')
    expect(asked.headers.get('location')).toBe('/admin/messages/1/delete')
    expect(server.messages.get(1)).toBeDefined()
    const question = await (
      await server.app.request('/admin/messages/1/delete', { headers: { cookie: owner.cookie } })
    ).text()
    expect(question).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(question).not.toContain('<img src=x')
    expect((await server.post(owner, '/admin/messages/1/delete', { confirm: 'yes' })).status).toBe(303)
    expect(server.messages.get(1)).toBeUndefined()
    expect((await server.post(owner, '/admin/messages/999/delete')).status).toBe(404)
  })

  it('escapes names and usernames wherever people are shown', async () => {
    const owner = await server.signIn()
    const invite = await server.post(owner, '/admin/users', {
      display_name: '<b onmouseover=alert(1)>Eve</b>',
      username: 'eve',
      role: 'editor',
    })
    expect(invite.status).toBe(200)
    const people = await (
      await server.app.request('/admin/users', { headers: { cookie: owner.cookie } })
    ).text()
    expect(people).toContain('&lt;b onmouseover=alert(1)&gt;Eve&lt;/b&gt;')
    expect(people).not.toContain('<b onmouseover')
    // Names are escaped in the audit trail's list of people too.
    const audit = await (
      await server.app.request('/admin/audit', { headers: { cookie: owner.cookie } })
    ).text()
    expect(audit).toContain('&lt;b onmouseover=alert(1)&gt;Eve&lt;/b&gt; (eve)')
    expect(audit).not.toContain('<b onmouseover')
    // A name typed at the sign-in that matches no account is not kept: it may be a password.
    await server.signIn('hunter2 my secret', 'wrong password wrong', { from: '10.9.3.1' })
    const failure = server.admin.deps.audit.query({ action: 'sign_in.failure' })[0]!
    expect([failure.username, failure.detail, failure.address]).toEqual([
      '(unknown)',
      'unknown username',
      '10.9.3.1',
    ])
    expect(JSON.stringify(server.admin.deps.audit.query())).not.toContain('hunter2')
  })
})

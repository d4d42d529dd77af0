import type { Transporter } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { practice } from '#shared/practice'
import { TEST_PASSWORD, testServer, type TestSession } from '../../test-server'
import { HOUR, MINUTE } from '../deps'
import { hashPassword, SCRYPT, verifyPassword } from './password'
import { ABSOLUTE_MS, IDLE_MS } from './sessions'
import { TOKEN_LIFETIME_MS } from './tokens'

/** Each test signs in with scrypt a few times: generous on a busy machine. */
const SLOW = 30_000

let server: Awaited<ReturnType<typeof testServer>>
afterEach(() => {
  server.close()
})

const NEW_PASSWORD = 'lemon tractor violet harbor'
const open = (session: TestSession | null, path: string) =>
  server.app.request(path, { headers: session ? { cookie: session.cookie } : {} })
/** Whether a session still opens the admin area (a page, not the sign-in). */
const alive = async (session: TestSession) => (await open(session, '/admin/account')).status === 200
const linkIn = async (response: Response) =>
  new URL(
    /data-testid="account-link" [^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="account-link"/
      .exec(await response.text())!
      .slice(1)
      .find(Boolean)!
      .replace(/&amp;/g, '&'),
  ).pathname

async function choosePassword(path: string, password = NEW_PASSWORD, confirm = password) {
  return server.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      host: 'localhost',
    },
    body: new URLSearchParams({ password, confirm }).toString(),
  })
}

async function invite(owner: TestSession, fields: Record<string, string> = {}) {
  return server.post(owner, '/admin/users', {
    display_name: 'Maria Gómez',
    username: 'maria',
    email: '',
    role: 'front_desk',
    ...fields,
  })
}

describe('invitations and reset links', { timeout: SLOW }, () => {
  it('invite: the owner sees the link once; it sets a password once, then never again', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const response = await invite(owner)
    expect(response.status).toBe(200)
    const path = await linkIn(response)
    expect(path).toMatch(/^\/admin\/welcome\/[\w-]{43}$/)
    // The list of people does not show it again.
    expect(await (await open(owner, '/admin/users')).text()).not.toContain(path)
    // Invited, not yet able to sign in.
    expect((await server.signIn('maria', NEW_PASSWORD, { from: '10.1.0.1' })).response.status).toBe(401)

    const form = await open(null, path)
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('Your username is <strong>maria</strong>')
    expect((await choosePassword(path, 'password1234')).status).toBe(400)
    expect((await choosePassword(path, 'short')).status).toBe(400)
    expect((await choosePassword(path, NEW_PASSWORD, 'something else entirely')).status).toBe(400)
    const saved = await choosePassword(path)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/admin/login?done=password')

    expect((await open(null, path)).status).toBe(410)
    expect((await choosePassword(path, 'another fine passphrase')).status).toBe(410)
    expect(
      (await server.signIn('maria', 'another fine passphrase', { from: '10.1.0.2' })).response.status,
    ).toBe(401)
    const maria = await server.signIn('maria', NEW_PASSWORD, { from: '10.1.0.3' })
    expect(maria.response.status).toBe(303)
    expect(maria.response.headers.get('location')).toBe('/admin/messages')
  })

  it('invite: the link expires after 24 hours, and a new link voids the old one', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const first = await linkIn(await invite(owner))
    const user = server.admin.deps.users.byUsername('maria')!
    const second = await linkIn(await server.post(owner, `/admin/users/${user.id}/link`))
    expect((await open(null, first)).status).toBe(410)
    expect((await open(null, second)).status).toBe(200)
    server.clock.advance(TOKEN_LIFETIME_MS + MINUTE)
    expect((await open(null, second)).status).toBe(410)
    expect((await choosePassword(second)).status).toBe(410)
    expect(server.admin.deps.users.get(user.id)!.password_hash).toBeNull()
  })

  it('invite by email when mail is set up: the link goes to the person, not on the page', async () => {
    const sent: { to: string; text: string }[] = []
    const transport = { sendMail: async (mail: { to: string; text: string }) => void sent.push(mail) }
    server = await testServer({
      mail: {
        host: 'smtp.invalid',
        port: 587,
        secure: false,
        from: 'site@example.com',
        to: 'office@example.com',
      },
      transport: transport as unknown as Transporter,
    })
    const owner = await server.signIn()
    const response = await invite(owner, { email: 'maria@example.com' })
    const page = await response.text()
    expect(page).toContain('is on its way to maria@example.com')
    expect(page).not.toContain('/admin/welcome/')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toBe('maria@example.com')
    const path = new URL(/https?:\/\/\S+\/admin\/welcome\/[\w-]+/.exec(sent[0]!.text)![0]).pathname
    expect((await choosePassword(path)).status).toBe(303)
    expect((await choosePassword(path)).status).toBe(410)
  })

  it('links point at the configured origin, never at the Host the request names', async () => {
    server = await testServer()
    const owner = await server.signIn()
    // The request as a server behind no proxy receives it, its URL built from the Host it names.
    const invited = await server.app.request('http://evil.example/admin/users', {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        _csrf: owner.csrf,
        display_name: 'Lee',
        username: 'lee',
        role: 'editor',
      }).toString(),
    })
    expect(invited.status).toBe(200)
    const link =
      /data-testid="account-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="account-link"/.exec(
        await invited.text(),
      )!
    const url = new URL((link[1] ?? link[2])!.replace(/&amp;/g, '&'))
    expect(url.origin).toBe(new URL(practice.origin).origin)
    expect(url.pathname).toMatch(/^\/admin\/welcome\/[\w-]{43}$/)
  })

  it('reset: a link ends the person’s sessions when used, works once, and expires', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const editor = await server.addUser('editor')
    const before = await server.signIn('editor', `editor ${TEST_PASSWORD}`, { from: '10.1.1.1' })
    expect(await alive(before)).toBe(true)
    const path = await linkIn(await server.post(owner, `/admin/users/${editor.id}/link`))
    expect(path).toMatch(/^\/admin\/reset\//)
    expect((await choosePassword(path)).status).toBe(303)
    expect(await alive(before)).toBe(false)
    expect((await choosePassword(path, 'yet another passphrase')).status).toBe(410)
    expect((await server.signIn('editor', NEW_PASSWORD, { from: '10.1.1.2' })).response.status).toBe(303)

    const late = await linkIn(await server.post(owner, `/admin/users/${editor.id}/link`))
    server.clock.advance(25 * HOUR)
    expect((await choosePassword(late, 'a late passphrase here')).status).toBe(410)
  })
})

describe('disabled accounts', { timeout: SLOW }, () => {
  it('cannot sign in, and their sessions end at once; enabled again, they can', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const desk = await server.addUser('front_desk')
    const password = `front-desk ${TEST_PASSWORD}`
    const session = await server.signIn('front-desk', password, { from: '10.2.0.1' })
    expect(await alive(session)).toBe(true)
    expect((await server.post(owner, `/admin/users/${desk.id}/disable`)).status).toBe(303)
    expect(await alive(session)).toBe(false)
    expect((await open(session, '/api/admin/messages')).status).toBe(401)
    const again = await server.signIn('front-desk', password, { from: '10.2.0.2' })
    expect(again.response.status).toBe(401)
    expect(await again.response.text()).toContain('do not match an active account')
    // Its reset links stop working too.
    expect((await server.post(owner, `/admin/users/${desk.id}/link`)).status).toBe(409)
    expect((await server.post(owner, `/admin/users/${desk.id}/enable`)).status).toBe(303)
    expect((await server.signIn('front-desk', password, { from: '10.2.0.3' })).response.status).toBe(303)
  })

  it('voids open invitation and reset links when disabled, and they stay void after enabling', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const invitation = await linkIn(await invite(owner))
    const maria = server.admin.deps.users.byUsername('maria')!
    const editor = await server.addUser('editor')
    const reset = await linkIn(await server.post(owner, `/admin/users/${editor.id}/link`))
    for (const person of [maria, editor]) {
      expect((await server.post(owner, `/admin/users/${person.id}/disable`)).status).toBe(303)
      expect((await server.post(owner, `/admin/users/${person.id}/enable`)).status).toBe(303)
    }
    expect((await open(null, invitation)).status).toBe(410)
    expect((await choosePassword(invitation)).status).toBe(410)
    expect((await open(null, reset)).status).toBe(410)
    expect((await choosePassword(reset)).status).toBe(410)
    expect(server.admin.deps.users.get(maria.id)!.password_hash).toBeNull()
    expect(server.admin.deps.audit.query({ action: 'user.disabled' }).map((entry) => entry.detail)).toEqual([
      '0 sessions ended; 1 link voided',
      '0 sessions ended; 1 link voided',
    ])
    // A new link made after enabling works.
    const fresh = await linkIn(await server.post(owner, `/admin/users/${maria.id}/link`))
    expect((await choosePassword(fresh)).status).toBe(303)
  })

  it('keeps one owner: the last cannot be disabled, demoted, or disable themselves', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const self = server.admin.deps.users.byUsername('owner')!
    expect((await server.post(owner, `/admin/users/${self.id}/disable`)).status).toBe(409)
    const demote = await server.post(owner, `/admin/users/${self.id}`, {
      display_name: 'Owner',
      email: '',
      role: 'editor',
    })
    expect(demote.status).toBe(409)
    expect(server.admin.deps.users.get(self.id)!.role).toBe('owner')
  })
})

describe('forged and cross-site requests', { timeout: SLOW }, () => {
  it('refuses a change without the session’s token, with another session’s, or from another origin', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const other = await server.signIn('owner', TEST_PASSWORD, { from: '10.3.0.2' })
    const desk = await server.addUser('front_desk')
    const disable = `/admin/users/${desk.id}/disable`
    const disabled = () => server.admin.deps.users.get(desk.id)!.disabled_at !== null

    expect((await server.post({ ...owner, csrf: '' }, disable)).status).toBe(403)
    expect((await server.post({ ...owner, csrf: 'x'.repeat(43) }, disable)).status).toBe(403)
    expect((await server.post({ ...owner, csrf: other.csrf }, disable)).status).toBe(403)
    const noBody = await server.app.request(disable, { method: 'POST', headers: { cookie: owner.cookie } })
    expect(noBody.status).toBe(403)
    // The right token, from another site: refused before anything else.
    expect(
      (await server.post(owner, disable, {}, { origin: 'https://evil.example', host: 'localhost' })).status,
    ).toBe(403)
    expect((await server.post(owner, disable, {}, { origin: 'null', host: 'localhost' })).status).toBe(403)
    expect((await server.post(owner, disable, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await server.post(owner, disable, {}, { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect(disabled()).toBe(false)

    const ok = await server.post(
      owner,
      disable,
      {},
      { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' },
    )
    expect(ok.status).toBe(303)
    expect(disabled()).toBe(true)
  })

  it('refuses a cross-site sign-in and a cross-site post to a link page', async () => {
    server = await testServer()
    const login = await server.app.request('/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        host: 'localhost',
      },
      body: new URLSearchParams({ username: 'owner', password: TEST_PASSWORD }).toString(),
    })
    expect(login.status).toBe(403)
    const owner = await server.signIn()
    const path = await linkIn(await invite(owner))
    const forged = await server.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        host: 'localhost',
      },
      body: new URLSearchParams({ password: NEW_PASSWORD, confirm: NEW_PASSWORD }).toString(),
    })
    expect(forged.status).toBe(403)
    expect((await open(null, path)).status).toBe(200)
  })
})

describe('sessions', { timeout: SLOW }, () => {
  it('end after 30 minutes without a request; each request keeps one alive', async () => {
    server = await testServer()
    const owner = await server.signIn()
    server.clock.advance(IDLE_MS - MINUTE)
    expect(await alive(owner)).toBe(true)
    server.clock.advance(IDLE_MS - MINUTE)
    expect(await alive(owner)).toBe(true)
    server.clock.advance(IDLE_MS + 1)
    const page = await open(owner, '/admin/messages')
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fmessages')
    expect(await alive(owner)).toBe(false)
  })

  it('end 8 hours after sign-in, however busy', async () => {
    server = await testServer()
    const owner = await server.signIn()
    let elapsed = 0
    while (elapsed + 20 * MINUTE < ABSOLUTE_MS) {
      server.clock.advance(20 * MINUTE)
      elapsed += 20 * MINUTE
      expect(await alive(owner)).toBe(true)
    }
    server.clock.advance(ABSOLUTE_MS - elapsed)
    expect(await alive(owner)).toBe(false)
  })

  it('get a new id at every sign-in: the browser’s old session ends', async () => {
    server = await testServer()
    const first = await server.signIn()
    const form = await server.app.request('/admin/login', { headers: { cookie: first.cookie } })
    const formCookie = form.headers.get('set-cookie')!.split(';')[0]!
    const token = /name="_form" value="([^"]+)"/.exec(await form.text())![1]!
    const second = await server.app.request('/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${first.cookie}; ${formCookie}`,
      },
      body: new URLSearchParams({ username: 'owner', password: TEST_PASSWORD, _form: token }).toString(),
    })
    expect(second.status).toBe(303)
    const cookie = second.headers
      .getSetCookie()
      .find((value) => value.startsWith('admin_session='))!
      .split(';')[0]!
    expect(cookie).not.toBe(first.cookie)
    expect(await alive(first)).toBe(false)
    expect(await alive({ ...first, cookie })).toBe(true)
  })

  it('are listed on the account page; one can end another of one’s own, or all at once', async () => {
    server = await testServer()
    const laptop = await server.signIn('owner', TEST_PASSWORD, { from: '10.4.0.1' })
    const phone = await server.signIn('owner', TEST_PASSWORD, { from: '10.4.0.2' })
    const desk = await server.addUser('front_desk')
    const deskSession = await server.signIn('front-desk', `front-desk ${TEST_PASSWORD}`, { from: '10.4.0.3' })
    const page = await (await open(laptop, '/admin/account')).text()
    expect(page).toContain('10.4.0.1')
    expect(page).toContain('10.4.0.2')
    expect(page).not.toContain('10.4.0.3')
    const mine = server.admin.deps.sessions.list(server.admin.deps.users.byUsername('owner')!.id)
    const phoneId = mine.find((session) => session.address === '10.4.0.2')!.id
    const deskId = server.admin.deps.sessions.list(desk.id)[0]!.id
    // Someone else's session is not one's own to end.
    expect((await server.post(laptop, `/admin/account/sessions/${deskId}/end`)).status).toBe(404)
    expect(await alive(deskSession)).toBe(true)
    expect((await server.post(laptop, `/admin/account/sessions/${phoneId}/end`)).status).toBe(303)
    expect(await alive(phone)).toBe(false)
    expect(await alive(laptop)).toBe(true)

    const tablet = await server.signIn('owner', TEST_PASSWORD, { from: '10.4.0.4' })
    const out = await server.post(laptop, '/admin/account/sessions/end-all')
    expect(out.headers.get('location')).toBe('/admin/login')
    expect(await alive(laptop)).toBe(false)
    expect(await alive(tablet)).toBe(false)
    expect(await alive(deskSession)).toBe(true)
  })

  it('change of one’s password: checks the current one, keeps this session, ends the others', async () => {
    server = await testServer()
    await server.addUser('editor')
    const password = `editor ${TEST_PASSWORD}`
    const here = await server.signIn('editor', password, { from: '10.5.0.1' })
    const there = await server.signIn('editor', password, { from: '10.5.0.2' })
    const change = (current: string, next: string, confirm = next) =>
      server.post(here, '/admin/account/password', { current, password: next, confirm })
    expect((await change('wrong current password', NEW_PASSWORD)).status).toBe(400)
    expect((await change(password, 'qwertyuiop123')).status).toBe(400)
    expect((await change(password, 'editor editor 2024')).status).toBe(400)
    expect((await change(password, NEW_PASSWORD)).status).toBe(303)
    expect(await alive(here)).toBe(true)
    expect(await alive(there)).toBe(false)
    expect((await server.signIn('editor', NEW_PASSWORD, { from: '10.5.0.3' })).response.status).toBe(303)
  })

  it('the owner’s password comes from the server settings, not the account page', async () => {
    server = await testServer()
    const owner = await server.signIn()
    expect(await (await open(owner, '/admin/account')).text()).toContain('ADMIN_PASSWORD_HASH')
    expect(
      (
        await server.post(owner, '/admin/account/password', {
          current: TEST_PASSWORD,
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        })
      ).status,
    ).toBe(400)
    expect((await server.signIn('owner', TEST_PASSWORD, { from: '10.6.0.1' })).response.status).toBe(303)
  })
})

describe('password hashes', { timeout: SLOW }, () => {
  it('are scrypt at N=2^17, r=8, p=1, with the parameters in the hash', async () => {
    const hash = await hashPassword(NEW_PASSWORD)
    expect(SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 })
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true)
    expect(await verifyPassword('lemon tractor violet harbour', hash)).toBe(false)
    // A hash is data: one asking for gigabytes of memory, or malformed, is not tried.
    for (const hostile of [
      hash.replace('$131072$', '$1073741824$'),
      hash.replace('$131072$', '$100000$'),
      hash.replace('$8$1$', '$8$64$'),
      'scrypt$131072$8$1$$',
      'bcrypt$whatever',
    ])
      expect(await verifyPassword(NEW_PASSWORD, hostile), hostile).toBe(false)
  })

  it('made with older parameters are replaced at the next successful sign-in, not at a failed one', async () => {
    server = await testServer()
    const old = await hashPassword(NEW_PASSWORD, { N: 2 ** 14, r: 8, p: 1 })
    const lee = server.admin.deps.users.create({
      username: 'lee',
      display_name: 'Lee',
      email: null,
      role: 'editor',
      password_hash: old,
    })
    const stored = () => server.admin.deps.users.get(lee.id)!.password_hash!
    expect(
      (await server.signIn('lee', 'not the password at all', { from: '10.7.0.1' })).response.status,
    ).toBe(401)
    expect(stored()).toBe(old)
    expect((await server.signIn('lee', NEW_PASSWORD, { from: '10.7.0.2' })).response.status).toBe(303)
    expect(stored()).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword(NEW_PASSWORD, stored())).toBe(true)
    expect((await server.signIn('lee', NEW_PASSWORD, { from: '10.7.0.3' })).response.status).toBe(303)
  })
})

describe('CSRF tokens', { timeout: SLOW }, () => {
  it('are not stored: derived per session from its cookie, so a copy of the database forges no form', async () => {
    server = await testServer()
    const owner = await server.signIn()
    const again = await server.signIn('owner', TEST_PASSWORD, { from: '10.8.0.2' })
    expect(owner.csrf).toMatch(/^[\w-]{43}$/)
    expect(again.csrf).not.toBe(owner.csrf)
    const columns = (server.db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[]).map(
      (column) => column.name,
    )
    expect(columns).not.toContain('csrf_token')
    const everything = JSON.stringify(server.db.prepare('SELECT * FROM sessions').all())
    for (const token of [owner.csrf, again.csrf]) expect(everything).not.toContain(token)
    // Still the session's own: it works, and the same page shows the same token each time.
    const desk = await server.addUser('front_desk')
    expect((await server.post(owner, `/admin/users/${desk.id}/disable`)).status).toBe(303)
    const page = await (await open(owner, '/admin/account')).text()
    expect(page).toContain(`name="_csrf" value="${owner.csrf}"`)
  })
})

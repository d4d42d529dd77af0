import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testServer, type TestSession } from '../test-server'
import { staffLanguage } from './content/language'
import { tableRows } from './ui/read-table'
import type { User } from './users/store'

/** Each person chooses the language of their admin pages; until then their browser's decides. */

describe('the staff member’s language', { timeout: 60_000 }, () => {
  let server: Awaited<ReturnType<typeof testServer>>
  let desk: TestSession
  beforeEach(async () => {
    server = await testServer()
    await server.addUser('front_desk')
    desk = await server.signIn('front-desk', 'front-desk correct horse battery staple')
    await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.1' },
      body: JSON.stringify({ name: '<i>Rosa</i> Díaz', email: 'rosa@example.com', message: 'Hola' }),
    })
  }, 30_000)
  afterEach(() => server.close())

  const page = async (path: string, acceptLanguage: string) => {
    const response = await server.app.request(path, {
      headers: { cookie: desk.cookie, 'accept-language': acceptLanguage },
    })
    return { status: response.status, text: await response.text() }
  }

  it('answers in Spanish for an account that says Spanish, whatever the browser asks for', async () => {
    // Before a choice, the browser's language decides.
    expect((await page('/admin/messages', 'es-MX,es;q=0.9')).text).toContain('<html lang="es"')
    const english = await page('/admin/messages', 'en-US,en;q=0.9')
    expect(english.text).toContain('<html lang="en"')
    expect(english.text).toContain('>Messages</h1>')

    // The choice is the person's, stored with their account, and outranks the browser.
    expect((await server.post(desk, '/admin/account/language', { language: 'es' })).status).toBe(303)
    expect(server.admin.deps.users.byUsername('front-desk')?.language).toBe('es')
    const inbox = await page('/admin/messages', 'en-US,en;q=0.9')
    expect(inbox.status).toBe(200)
    expect(inbox.text).toContain('<html lang="es"')
    expect(inbox.text).toContain('>Mensajes</h1>')
    expect(inbox.text).toContain('Saltar al contenido')
    expect(inbox.text).toContain('Cerrar sesión')
    expect(inbox.text).not.toMatch(/>(Messages|Sign out|Status|Received)</)
    // The patient's words stay as they were typed, escaped; the status is said in Spanish.
    const [row] = tableRows(inbox.text)
    expect(row?.join(' ')).toContain('&lt;i&gt;Rosa&lt;/i&gt; Díaz')
    expect(row?.join(' ')).toContain('Nuevo')
    expect(inbox.text).not.toContain('<i>Rosa</i>')
    // Dates in Spanish, in the practice's time zone.
    const received = row?.find((cell) => /\d{4}/.test(cell)) ?? ''
    expect(received).toMatch(/\b(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/)
    const account = await page('/admin/account', 'en')
    expect(account.text).toContain('>Su cuenta</h1>')
    // Refusals too: a page the role does not open.
    const refused = await page('/admin/users', 'en')
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('<html lang="es"')

    // The audit trail says what happened in the reader's language, from the facts it recorded.
    expect(
      (await server.post(desk, '/admin/messages/1', { status: 'done', assigned_to: '', office: '' })).status,
    ).toBe(303)
    const owner = await server.signIn()
    await server.post(owner, '/admin/account/language', { language: 'es' })
    const audit = await (
      await server.app.request('/admin/audit', { headers: { cookie: owner.cookie } })
    ).text()
    const changed = tableRows(audit).find((cells) => cells[2] === 'Cambió el estado de un mensaje')
    expect(changed?.[1]).toBe('front-desk')
    expect(changed?.[4]).toBe('Nuevo → Atendido')

    // Back to English by the same setting; a language that is not offered is refused.
    expect((await server.post(desk, '/admin/account/language', { language: 'fr' })).status).toBe(400)
    expect((await server.post(desk, '/admin/account/language', { language: 'en' })).status).toBe(303)
    expect((await page('/admin/messages', 'es')).text).toContain('>Messages</h1>')
  })

  it('is the one the content editor reads: the account’s, else the browser’s', async () => {
    const languageFor = async (user: Partial<User> | null, acceptLanguage: string) => {
      const app = new Hono()
      app.get('/', (c) => {
        if (user) c.set('adminUser', user as User)
        return c.text(staffLanguage(c))
      })
      return (await app.request('/', { headers: { 'accept-language': acceptLanguage } })).text()
    }
    expect(await languageFor({ language: 'es' }, 'en-US')).toBe('es')
    expect(await languageFor({ language: 'en' }, 'es-MX')).toBe('en')
    expect(await languageFor({ language: null }, 'es-MX,en;q=0.5')).toBe('es')
    expect(await languageFor(null, 'fr-FR')).toBe('en')
  })
})

import type { Transporter } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { testServer } from '../../test-server'

/** Without mail, those who answer messages may have new ones announced on every admin page. */

const banner = /data-testid="new-messages-banner"[^>]*><p>([^<]*)<\/p>/

describe('new messages without mail', { timeout: 60_000 }, () => {
  let close = () => {}
  afterEach(() => close())

  const arrive = (server: Awaited<ReturnType<typeof testServer>>, name: string) =>
    server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.50.0.1' },
      body: JSON.stringify({ name, email: 'p@example.com', message: 'Hello' }),
    })

  it('are announced above every page for an owner who chose it, while any is marked New', async () => {
    const server = await testServer()
    close = () => server.close()
    const owner = await server.signIn()
    const page = async (path: string) =>
      (await server.app.request(path, { headers: { cookie: owner.cookie } })).text()
    await arrive(server, 'Ana')

    // Off until chosen: the inbox is the only place.
    expect(await page('/admin/tools')).not.toMatch(banner)
    expect(await page('/admin/account')).toContain('Mail is not configured, so new messages are not emailed')
    expect((await server.post(owner, '/admin/account/new-messages', { banner: 'maybe' })).status).toBe(400)
    expect((await server.post(owner, '/admin/account/new-messages', { banner: 'on' })).status).toBe(303)

    await arrive(server, 'Luis')
    expect(banner.exec(await page('/admin/tools'))?.[1]).toMatch(/^2 new messages waiting, the oldest since /)
    expect(await page('/admin/users')).toMatch(banner)
    // Not on the inbox, which lists them anyway.
    expect(await page('/admin/messages')).not.toMatch(banner)

    for (const id of [1, 2])
      await server.post(owner, `/admin/messages/${id}`, {
        status: 'in_progress',
        assigned_to: '',
        office: '',
      })
    expect(await page('/admin/tools')).not.toMatch(banner)

    // The editor does not answer messages: no such choice, and no banner.
    await server.addUser('editor')
    const editor = await server.signIn('editor', 'editor correct horse battery staple')
    expect((await server.post(editor, '/admin/account/new-messages', { banner: 'on' })).status).toBe(403)
    const editorAccount = await (
      await server.app.request('/admin/account', { headers: { cookie: editor.cookie } })
    ).text()
    expect(editorAccount).not.toContain('/admin/account/new-messages')
  })

  it('are not announced when mail forwards them', async () => {
    const transport = { sendMail: async () => {} } as unknown as Transporter
    const mail = {
      host: 'smtp.invalid',
      port: 587,
      secure: false,
      from: 'a@example.com',
      to: 'o@example.com',
    }
    const server = await testServer({ mail, transport })
    close = () => server.close()
    const owner = await server.signIn()
    expect((await server.post(owner, '/admin/account/new-messages', { banner: 'on' })).status).toBe(303)
    await arrive(server, 'Ana')
    const tools = await (
      await server.app.request('/admin/tools', { headers: { cookie: owner.cookie } })
    ).text()
    expect(tools).not.toMatch(banner)
  })
})

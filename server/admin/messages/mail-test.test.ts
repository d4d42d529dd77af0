import type { Transporter } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { testServer } from '../../test-server'

/** The owner checks the mail settings with one button: a message to the office, and how it went. */

const mail = {
  host: 'smtp.invalid',
  port: 587,
  secure: false,
  from: 'site@example.com',
  to: 'office@example.com',
}

describe('the test message', () => {
  let close = () => {}
  afterEach(() => close())

  it('goes to the office address when the owner asks, and says so; others cannot send it', async () => {
    const sent: { to: string; subject: string; text: string }[] = []
    let fail = false
    const transport = {
      sendMail: async (message: { to: string; subject: string; text: string }) => {
        if (fail) throw new Error('Invalid login: 535 Authentication failed')
        sent.push(message)
      },
    }
    const server = await testServer({ mail, transport: transport as unknown as Transporter })
    close = () => server.close()
    const owner = await server.signIn()
    const inbox = await (
      await server.app.request('/admin/messages', { headers: { cookie: owner.cookie } })
    ).text()
    expect(inbox).toContain('Send a test message to office@example.com')

    const response = await server.post(owner, '/admin/messages/mail-test')
    expect(response.status).toBe(303)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      to: 'office@example.com',
      subject: expect.stringContaining('test message'),
    })
    const after = await (
      await server.app.request(response.headers.get('location')!, { headers: { cookie: owner.cookie } })
    ).text()
    expect(after).toContain('A test message was sent to office@example.com')
    expect(server.admin.deps.audit.query({ action: 'mail.test_sent' })).toHaveLength(1)

    // A wrong password: the owner is told, and the reason is in the audit trail.
    fail = true
    const failed = await server.post(owner, '/admin/messages/mail-test')
    const page = await (
      await server.app.request(failed.headers.get('location')!, { headers: { cookie: owner.cookie } })
    ).text()
    expect(page).toContain('could not be sent')
    expect(server.admin.deps.audit.query({ action: 'mail.test_failed' })[0]?.detail).toContain('535')

    await server.addUser('front_desk')
    const desk = await server.signIn('front-desk', 'front-desk correct horse battery staple')
    const deskInbox = await (
      await server.app.request('/admin/messages', { headers: { cookie: desk.cookie } })
    ).text()
    expect(deskInbox).not.toContain('Send a test message')
    expect((await server.post(desk, '/admin/messages/mail-test')).status).toBe(403)
    expect(sent).toHaveLength(1)
  })
})

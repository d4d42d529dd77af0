import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS, mailStatus } from './mailer'
import { TEST_PASSWORD, testServer } from '../test-server'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback that records what it receives, or refuses everything. */
async function smtpSink({ refuse = false } = {}) {
  const received: Received[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        if (refuse) {
          callback(new Error('mailbox unavailable'))
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return { received, port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

const mailConfig = (port: number) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  from: 'website@example.test',
  to: 'office@example.test',
})

let cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn()
  cleanup = []
})

describe('forwarding messages to the office', () => {
  it('emails an appointment request with its subject and the patient as reply-to', async () => {
    const sink = await smtpSink()
    const server = await testServer({ mail: mailConfig(sink.port) })
    cleanup.push(sink.close, server.close)
    const response = await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
      body: JSON.stringify({
        kind: 'appointment',
        name: 'Luis Ortega',
        email: 'luis@example.com',
        phone: '714 555 0111',
        language: 'es',
        contactBy: 'text',
        bestTime: 'Mañanas',
        insurance: 'none',
      }),
    })
    expect(response.status).toBe(201)
    await server.forwarder.kick()
    expect(sink.received).toHaveLength(1)
    const [mail] = sink.received
    expect(mail!.to).toEqual(['office@example.test'])
    expect(mail!.raw).toMatch(/^Subject: Appointment Request$/m)
    expect(mail!.raw).toMatch(/^Reply-To: Luis Ortega <luis@example.com>$/m)
    expect(mail!.raw).toContain('Language: Spanish')
    expect(mail!.raw).toContain('Best way to reach you: Text message')
    expect(mail!.raw).toContain('Best time to reach you: Ma=C3=B1anas')
    expect(mail!.raw).toContain('Insurance: No insurance')
    expect(server.messages.get(1)?.forwarded_at).toBeTruthy()
  })

  it('keeps the message and counts the attempt when the mail server refuses it', async () => {
    const sink = await smtpSink({ refuse: true })
    const server = await testServer({ mail: mailConfig(sink.port) })
    cleanup.push(sink.close, server.close)
    const response = await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.2' },
      body: JSON.stringify({ name: 'Rosa M.', email: 'rosa@example.com', message: 'Please call me back.' }),
    })
    expect(response.status).toBe(201)
    await server.forwarder.kick()
    const stored = server.messages.get(1)
    expect(stored).toMatchObject({ name: 'Rosa M.', forwarded_at: null, forward_attempts: 1 })
    expect(server.messages.pendingForward(MAX_ATTEMPTS)).toHaveLength(1)
  })

  it('stores messages without SMTP, for the inbox', async () => {
    const server = await testServer()
    cleanup.push(server.close)
    expect(server.forwarder.enabled).toBe(false)
    await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.3' },
      body: JSON.stringify({ name: 'Tom B.', phone: '949-555-0100', message: 'Hello there' }),
    })
    expect(server.messages.list()).toHaveLength(1)
  })
})

describe('mailStatus, said at start', () => {
  it('names where messages go when mail is configured', () => {
    expect(mailStatus(mailConfig(25), false)).toEqual({
      level: 'info',
      text: 'Forwarding messages to office@example.test through 127.0.0.1.',
    })
  })

  it('warns that messages are not emailed without a mail server, and unseen without admin too', () => {
    const withAdmin = mailStatus(null, true)
    expect(withAdmin.level).toBe('warn')
    expect(withAdmin.text).toMatch(/Mail is not configured.*not emailed.*\/admin\/messages/)
    const alone = mailStatus(null, false)
    expect(alone.level).toBe('warn')
    expect(alone.text).toMatch(/admin is off.*nobody is told.*SMTP_HOST.*ADMIN_PASSWORD_HASH/)
  })
})

describe('the admin inbox', () => {
  async function inbox(server: Awaited<ReturnType<typeof testServer>>) {
    await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.9' },
      body: JSON.stringify({ kind: 'appointment', name: 'Ana Ruiz', phone: '714 555 0123' }),
    })
    // Let the forwarding the message started finish before the test closes the database.
    await server.forwarder.kick()
    const { cookie } = await server.signIn('owner', TEST_PASSWORD)
    const read = async (path: string) => (await server.app.request(path, { headers: { cookie } })).text()
    return { list: await read('/admin/messages'), detail: await read('/admin/messages/1') }
  }

  it('says when mail is not configured, on the list and on each message', async () => {
    const server = await testServer({ mail: null })
    cleanup.push(server.close)
    const { list, detail } = await inbox(server)
    expect(list).toContain('Mail is not configured.')
    expect(list).toContain('SMTP_HOST')
    expect(detail).toContain('No: mail is not configured')
    expect(detail).not.toContain('Not yet')
  })

  it('says nothing of the kind when it is', async () => {
    const sink = await smtpSink()
    const server = await testServer({ mail: mailConfig(sink.port) })
    cleanup.push(sink.close, server.close)
    const { list, detail } = await inbox(server)
    expect(list).not.toContain('Mail is not configured')
    expect(detail).not.toContain('mail is not configured')
  })
})

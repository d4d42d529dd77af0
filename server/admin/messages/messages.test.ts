import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, testServer, type TestSession } from '../../test-server'
import { DAY } from '../deps'

/** Each test signs in with scrypt a few times: generous on a busy machine. */
const SLOW = 30_000

let server: Awaited<ReturnType<typeof testServer>>
let owner: TestSession
let n = 0
beforeEach(async () => {
  server = await testServer()
  owner = await server.signIn()
}, 30_000)
afterEach(() => server.close())

async function send(fields: Record<string, string> = {}) {
  const response = await server.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${n++ % 250}.1` },
    body: JSON.stringify({
      name: 'Ana López',
      email: 'ana@example.com',
      message: 'My glasses broke.',
      ...fields,
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}
const page = async (path: string, session = owner) =>
  (await server.app.request(path, { headers: { cookie: session.cookie } })).text()
/** The names in the message list, in order. */
const names = async (query = '') =>
  [
    ...(await page(`/admin/messages${query}`)).matchAll(/href="\/admin\/messages\/\d+"[^>]*>([^<]+)<\/a>/g),
  ].map((m) => m[1])
const update = (id: number, fields: Record<string, string>, session = owner) =>
  server.post(session, `/admin/messages/${id}`, { status: 'new', assigned_to: '', office: '', ...fields })

describe('message workflow', { timeout: SLOW }, () => {
  it('moves a message from new to in progress to done, and the navigation counts the new ones', async () => {
    const first = await send({ name: 'First Patient' })
    await send({ name: 'Second Patient' })
    const count = async () => /data-testid="new-count">(\d+)/.exec(await page('/admin/account'))?.[1]
    expect(await count()).toBe('2')
    expect((await update(first, { status: 'in_progress' })).status).toBe(303)
    expect(await count()).toBe('1')
    expect(await names()).toEqual(['Second Patient', 'First Patient'])
    expect((await update(first, { status: 'done' })).status).toBe(303)
    expect(await names()).toEqual(['Second Patient'])
    expect(await names('?status=done')).toEqual(['First Patient'])
    expect(await names('?status=all')).toEqual(['Second Patient', 'First Patient'])
    expect(server.messages.get(first)?.handled_at).toBeTruthy()
    expect((await update(first, { status: 'spam' })).status).toBe(303)
    expect(await names('?status=spam')).toEqual(['First Patient'])
    expect((await update(first, { status: 'archived' })).status).toBe(400)
    // The JSON API carries the status too.
    const api = (await (
      await server.app.request('/api/admin/messages', { headers: { cookie: owner.cookie } })
    ).json()) as {
      messages: { name: string; status: string }[]
    }
    expect(api.messages.find((m) => m.name === 'First Patient')?.status).toBe('spam')
  })

  it('assigns a message to a person who answers messages, and to nobody else', async () => {
    const id = await send()
    const desk = await server.addUser('front_desk', 'lupe')
    const editor = await server.addUser('editor', 'ed')
    expect((await update(id, { assigned_to: String(editor.id) })).status).toBe(400)
    expect((await update(id, { assigned_to: '99999' })).status).toBe(400)
    expect((await update(id, { assigned_to: 'lupe' })).status).toBe(400)
    expect((await update(id, { assigned_to: String(desk.id), office: 'irvine' })).status).toBe(303)
    const list = await page('/admin/messages')
    expect(list).toContain('Test lupe')
    expect(list).toContain('Irvine')
    expect(await names('?office=irvine')).toEqual(['Ana López'])
    expect(await names('?office=none')).toEqual([])
    expect((await update(id, { assigned_to: '' })).status).toBe(303)
    expect(server.admin.deps.inbox.get(id)?.assigned_to).toBeNull()
  })

  it('keeps internal notes with their author, escaped, and refuses empty or long ones', async () => {
    const id = await send()
    const add = (note: string) => server.post(owner, `/admin/messages/${id}/notes`, { note })
    expect((await add('   ')).status).toBe(400)
    expect((await add('x'.repeat(2001))).status).toBe(400)
    expect((await add('Called back, <b>left voicemail</b>')).status).toBe(303)
    const detail = await page(`/admin/messages/${id}`)
    expect(detail).toContain('Called back, &lt;b&gt;left voicemail&lt;/b&gt;')
    expect(detail).toContain('Owner, ')
    // Notes go with the message (spam may be deleted, after the second question).
    await update(id, { status: 'spam' })
    expect((await server.post(owner, `/admin/messages/${id}/delete`, { confirm: 'yes' })).status).toBe(303)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM message_notes').get()).toEqual({ n: 0 })
  })

  it('filters by status, kind, reason, language and office, and says what is wrong with a bad filter', async () => {
    await send({ name: 'Billing En', reason: 'billing' })
    await send({ name: 'Eyewear Es', reason: 'eyewear', language: 'es' })
    await send({ kind: 'appointment', name: 'Appointment Es', language: 'es', message: '' })
    expect(await names('?kind=appointment')).toEqual(['Appointment Es'])
    expect(await names('?kind=contact')).toEqual(['Eyewear Es', 'Billing En'])
    expect(await names('?reason=billing')).toEqual(['Billing En'])
    expect(await names('?language=es')).toEqual(['Appointment Es', 'Eyewear Es'])
    expect(await names('?language=es&reason=eyewear')).toEqual(['Eyewear Es'])
    for (const bad of ['?status=<x>', '?kind=fax', '?office=tokyo', '?language=fr', '?page=0']) {
      const response = await server.app.request(`/admin/messages${bad}`, {
        headers: { cookie: owner.cookie },
      })
      expect(response.status, bad).toBe(400)
      const text = await response.text()
      expect(text).toContain('role="alert"')
      expect(text).not.toContain('<x>')
    }
  })

  it('replies by email: a mailto with the patient’s address, their language and what they wrote, quoted', async () => {
    const es = await send({
      name: 'Rosa',
      email: 'rosa@example.com',
      language: 'es',
      message: 'Hola,\nnecesito una cita.',
    })
    const reply = await server.app.request(`/admin/messages/${es}/reply`, {
      headers: { cookie: owner.cookie },
    })
    expect(reply.status).toBe(303)
    const link = new URL(reply.headers.get('location')!)
    expect(link.protocol).toBe('mailto:')
    expect(link.pathname).toBe('rosa@example.com')
    expect(link.searchParams.get('subject')).toBe('Re: su mensaje a Solana Vision Care')
    const body = link.searchParams.get('body')!
    expect(body).toMatch(/^Hola, Rosa:/)
    expect(body).toContain('> Hola,\n> necesito una cita.')

    const phoneOnly = await send({ email: '', phone: '(714) 555-0100' })
    const none = await server.app.request(`/admin/messages/${phoneOnly}/reply`, {
      headers: { cookie: owner.cookie },
    })
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('no email address')
  })

  it('shows an appointment request’s answers on its page, in the CSV and in the reply', async () => {
    const id = await send({
      kind: 'appointment',
      language: 'es',
      name: 'Lucía <b>Pérez</b>',
      message: '',
      contactBy: 'email',
      bestTime: 'Martes <script>x</script> tarde',
      insurance: 'plan',
      insurancePlan: 'VSP',
    })
    const detail = await page(`/admin/messages/${id}`)
    expect(detail).toContain(
      '<dt class="font-semibold">Best way to reach you</dt><dd class="min-w-0 break-words">Email</dd>',
    )
    expect(detail).toContain('Martes &lt;script&gt;x&lt;/script&gt; tarde')
    expect(detail).toContain('I have insurance: VSP')
    expect(detail).not.toContain('<script>x')

    const csv = await page('/admin/messages/export.csv?status=all')
    const [header, row] = csv.trim().split(/\r?\n/)
    expect(header).toContain('best_way_to_reach,best_time,insurance,insurance_plan,message')
    expect(row).toContain('email,Martes <script>x</script> tarde,plan,VSP')

    const reply = await server.app.request(`/admin/messages/${id}/reply`, {
      headers: { cookie: owner.cookie },
    })
    const body = new URL(reply.headers.get('location')!).searchParams.get('body')!
    expect(body).toContain('> La mejor forma de comunicarnos con usted: Correo electrónico')
    expect(body).toContain('> Seguro: Tengo seguro: VSP')

    // A message has none of these.
    const message = await page(`/admin/messages/${await send()}`)
    expect(message).not.toContain('Best way to reach you')
  })

  it('works for the front desk; the editor gets neither the inbox nor its count', async () => {
    await send()
    await server.addUser('front_desk')
    await server.addUser('editor')
    const desk = await server.signIn('front-desk', `front-desk ${TEST_PASSWORD}`, { from: '10.21.0.1' })
    const editor = await server.signIn('editor', `editor ${TEST_PASSWORD}`, { from: '10.21.0.2' })
    expect(await names()).toEqual(['Ana López'])
    const deskPage = await page('/admin/messages', desk)
    expect(deskPage).toContain('data-testid="new-count"')
    expect(deskPage).not.toContain('href="/admin/tools"')
    expect(deskPage).not.toContain('href="/admin/users"')
    const editorPage = await page('/admin/tools', editor)
    expect(editorPage).not.toContain('href="/admin/messages"')
    expect(editorPage).not.toContain('new-count')
  })
})

describe('retention', { timeout: SLOW }, () => {
  it('deletes messages older than the retention period, daily, and records only how many', async () => {
    server.close()
    server = await testServer({ retentionDays: 30 })
    owner = await server.signIn()
    const old = await send({ name: 'Old One', message: 'A private matter' })
    const recent = await send({ name: 'Recent One' })
    await server.post(owner, `/admin/messages/${old}/notes`, { note: 'a private note' })
    // Received 31 days ago (the database stamps arrivals with its own clock).
    server.db
      .prepare('UPDATE messages SET created_at = ? WHERE id = ?')
      .run(new Date(server.clock.now() - 31 * DAY).toISOString(), old)
    const { jobs } = server.admin
    const { audit } = server.admin.deps

    expect((await jobs.runDue()).retention).toBe(true)
    expect(server.messages.get(old)).toBeUndefined()
    expect(server.messages.get(recent)).toBeDefined()
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM message_notes').get()).toEqual({ n: 0 })

    // Once a day: an hour later nothing runs; a day later it runs again, and 29 days is not 30.
    server.clock.advance(3600_000)
    expect((await jobs.runDue()).retention).toBe(false)
    server.clock.advance(29 * DAY)
    expect((await jobs.runDue()).retention).toBe(true)
    expect(server.messages.get(recent)).toBeDefined()
    server.clock.advance(DAY)
    expect((await jobs.runDue()).retention).toBe(true)
    expect(server.messages.get(recent)).toBeUndefined()

    const entries = audit.query({ action: 'retention.messages_deleted' })
    expect(entries.map((entry) => [entry.username, entry.detail])).toEqual([
      ['system', '1 message older than 30 days'],
      ['system', '0 messages older than 30 days'],
      ['system', '1 message older than 30 days'],
    ])
    expect(JSON.stringify(audit.query())).not.toContain('private')
  })

  it('keeps a year by default', async () => {
    const id = await send()
    server.clock.advance(364 * DAY)
    await server.admin.jobs.runDue()
    expect(server.messages.get(id)).toBeDefined()
    server.clock.advance(2 * DAY)
    await server.admin.jobs.runDue()
    expect(server.messages.get(id)).toBeUndefined()
  })
})

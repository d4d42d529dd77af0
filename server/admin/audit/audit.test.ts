import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, testServer, type TestSession } from '../../test-server'
import { DAY } from '../deps'
import { tableRows } from '../ui/read-table'
import { dayOf } from '../time'
import { englishSentences } from '#shared/content/quality'
import type { PublishStatus } from '../content/publish'
import { publishEntry } from '../content/publish-reasons'
import { SYSTEM, type AuditEntry } from './log'

/** Each test signs in with scrypt a few times: generous on a busy machine. */
const SLOW = 30_000

let server: Awaited<ReturnType<typeof testServer>>
let owner: TestSession
beforeEach(async () => {
  server = await testServer({ backups: true })
  owner = await server.signIn('owner', TEST_PASSWORD, { from: '10.30.0.1' })
}, 30_000)
afterEach(() => server.close())

const SECRET_TEXT = 'my glaucoma drops are not working'
const NOTE_TEXT = 'patient prefers mornings'
const post = (path: string, fields: Record<string, string> = {}, session = owner) =>
  server.post(session, path, fields, { 'x-forwarded-for': '10.30.0.1' })
const get = (path: string, session = owner) =>
  server.app.request(path, { headers: { cookie: session.cookie, 'x-forwarded-for': '10.30.0.1' } })
const entries = () => server.admin.deps.audit.query()
const rows = () => server.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as AuditEntry[]

/** The audit page's rows as the owner reads them in `language`: each row's action and its detail. */
async function detailsIn(language: string) {
  const page = await (
    await server.app.request('/admin/audit', {
      headers: { cookie: owner.cookie, 'x-forwarded-for': '10.30.0.1', 'accept-language': language },
    })
  ).text()
  return new Map(tableRows(page).map((cells) => [cells[2], cells[4]]))
}

async function message() {
  const response = await server.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.30.9.9' },
    body: JSON.stringify({ name: 'Pat Doe', email: 'pat@example.com', message: SECRET_TEXT }),
  })
  return ((await response.json()) as { id: number }).id
}

describe('audit trail', { timeout: SLOW }, () => {
  it('records every audited action: who, what, which record, from where; never a message, note or password', async () => {
    const id = await message()
    await server.signIn('owner', 'a wrong password here', { from: '10.30.0.2' })
    await get(`/admin/messages/${id}`)
    await post(`/admin/messages/${id}`, { status: 'done', assigned_to: '', office: 'irvine' })
    await post(`/admin/messages/${id}/notes`, { note: NOTE_TEXT })
    await get(`/admin/messages/${id}/reply`)
    await get('/admin/messages/export.csv?status=all')
    await get('/api/admin/messages')
    await get('/admin/tools/analytics.csv?days=7')
    const invited = await post('/admin/users', {
      display_name: 'Lee',
      username: 'lee',
      role: 'editor',
    })
    expect(invited.status).toBe(200)
    const lee = server.admin.deps.users.byUsername('lee')!
    const link = /\/admin\/welcome\/[\w-]+/.exec(await invited.text())![0]
    await server.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.30.0.3' },
      body: new URLSearchParams({
        password: 'violet harbor tractor',
        confirm: 'violet harbor tractor',
      }).toString(),
    })
    await post(`/admin/users/${lee.id}`, {
      display_name: 'Lee K.',
      email: '',
      role: 'front_desk',
    })
    await post(`/admin/users/${lee.id}/link`)
    await post(`/admin/users/${lee.id}/disable`)
    await post(`/admin/users/${lee.id}/enable`)
    await post('/admin/backups')
    await get('/admin/audit/export.csv')
    await post(`/admin/messages/${id}`, { status: 'spam', assigned_to: '', office: 'irvine' })
    await post(`/admin/messages/${id}/delete`, { confirm: 'yes' })
    const other = await server.signIn('owner', TEST_PASSWORD, { from: '10.30.0.4' })
    const mine = server.admin.deps.sessions.list(server.admin.deps.users.byUsername('owner')!.id)
    await post(`/admin/account/sessions/${mine.find((s) => s.address === '10.30.0.4')!.id}/end`)
    const leeSession = await server.signIn('lee', 'violet harbor tractor', { from: '10.30.0.5' })
    const changed = 'granite pelican morning'
    await post(
      '/admin/account/password',
      { current: 'violet harbor tractor', password: changed, confirm: changed },
      leeSession,
    )
    await post('/admin/account/sessions/end-all', {}, leeSession)
    await post('/admin/logout', {}, other)
    await post('/admin/logout')

    const seen = entries().map(
      (entry) =>
        `${entry.username} ${entry.action} ${entry.record ?? '-'} ${entry.detail ?? '-'} ${entry.address ?? '-'}`,
    )
    const expectations: [string, RegExp][] = [
      ['sign-in', /^owner sign_in\.success session:\d+ - 10\.30\.0\.1$/],
      ['failed sign-in', /^owner sign_in\.failure user:1 wrong password 10\.30\.0\.2$/],
      ['viewed', new RegExp(`^owner message\\.viewed message:${id} - 10\\.30\\.0\\.1$`)],
      ['status', new RegExp(`^owner message\\.status_changed message:${id} New → Done 10\\.30\\.0\\.1$`)],
      ['office', new RegExp(`^owner message\\.office_changed message:${id} irvine`)],
      ['note', new RegExp(`^owner message\\.note_added message:${id} - `)],
      ['reply', new RegExp(`^owner message\\.replied message:${id} - `)],
      ['export', /^owner message\.exported - 1 message; status=all /],
      ['API', /^owner message\.exported - 1 message through the API 10\.30\.0\.1$/],
      ['statistics', /^owner statistics\.exported - 0 sessions, last 7 days /],
      ['invited', /^owner user\.invited user:\d+ lee as Editor /],
      ['password set', /^lee user\.password_set user:\d+ invitation 10\.30\.0\.3$/],
      ['changed', /^owner user\.changed user:\d+ role Editor → Front desk; name /],
      ['reset link', /^owner user\.reset_link user:\d+ - /],
      ['disabled', /^owner user\.disabled user:\d+ 0 sessions ended; 1 link voided /],
      ['enabled', /^owner user\.enabled user:\d+ - /],
      [
        'backup',
        /^owner backup\.created site-[\dT-]+Z\.sqlite [\d,]+ bytes, database only: no content repository 10\.30\.0\.1$/,
      ],
      ['audit export', /^owner audit\.exported - \d+ entries /],
      ['deleted', new RegExp(`^owner message\\.deleted message:${id} General Inquiry `)],
      ['session ended', /^owner session\.ended session:\d+ - 10\.30\.0\.1$/],
      ['sign-out', /^owner sign_out session:\d+ - 10\.30\.0\.1$/],
      ['start-up', /^system user\.owner_password - created -$/],
      ['password changed', /^lee password\.changed user:\d+ - 10\.30\.0\.1$/],
      ['signed out everywhere', /^lee session\.ended_all - 1 session ended 10\.30\.0\.1$/],
    ]
    for (const [what, pattern] of expectations)
      expect(
        seen.some((line) => pattern.test(line)),
        `${what}\n${seen.join('\n')}`,
      ).toBe(true)

    const everything = JSON.stringify(rows())
    for (const secret of [
      SECRET_TEXT,
      NOTE_TEXT,
      TEST_PASSWORD,
      'a wrong password here',
      'violet harbor tractor',
      'granite pelican morning',
      'pat@example.com',
    ])
      expect(everything, secret).not.toContain(secret)
  })

  it('words each entry’s detail in the reader’s language, from the facts it recorded', async () => {
    const id = await message()
    await server.signIn('owner', 'a wrong password here', { from: '10.30.0.2' })
    await post(`/admin/messages/${id}`, { status: 'done', assigned_to: '', office: 'irvine' })
    await post('/admin/users', { display_name: 'Lee', username: 'lee', role: 'editor' })
    const lee = server.admin.deps.users.byUsername('lee')!
    await post(`/admin/users/${lee.id}`, { display_name: 'Lee K.', email: '', role: 'front_desk' })
    await post(`/admin/users/${lee.id}/disable`)
    await get('/admin/tools/analytics.csv?days=7')
    await get('/admin/audit/export.csv')
    await get('/api/admin/messages')
    const spanish = await detailsIn('es')
    expect(spanish.get('Inicio de sesión rechazado')).toBe('contraseña incorrecta')
    expect(spanish.get('Cambió el estado de un mensaje')).toBe('Nuevo → Atendido')
    expect(spanish.get('Invitó a una persona')).toBe('Lee como Editor')
    expect(spanish.get('Cambió una cuenta')).toBe('rol Editor → Recepción; nombre')
    expect(spanish.get('Desactivó una cuenta')).toBe('0 sesiones cerradas; 1 enlace anulado')
    expect(spanish.get('Exportó las estadísticas de visitas')).toBe('0 sesiones, últimos 7 días')
    expect(spanish.get('Exportó el registro de actividad')).toMatch(/^\d+ registros$/)
    expect(spanish.get('Exportó mensajes')).toBe('1 mensaje por la API')
    const english = [...spanish.values()].filter((detail) =>
      /(?<!\p{L})(wrong|password|as|role|name|sessions?|ended|entries|messages?|last|days|through)(?!\p{L})/u.test(
        detail ?? '',
      ),
    )
    expect(english).toEqual([])
    // The same entries in English; the export keeps the English record.
    const inEnglish = await detailsIn('en')
    expect(inEnglish.get('Sign-in refused')).toBe('wrong password')
    expect(inEnglish.get('Changed an account')).toBe('role Editor → Front desk; name')
    expect(inEnglish.get('Exported messages')).toBe('1 message through the API')
  })

  it('words the server’s own entries in the reader’s language: publishes, a failed build, backups', async () => {
    const audit = server.admin.deps.audit
    const status = (state: 'done' | 'failed'): PublishStatus => ({
      state,
      requestedBy: ['system'],
      startedAt: 1,
      finishedAt: 2,
      queued: false,
      error: state === 'failed' ? 'Error: 2 content problems\n  es/conditions/stye.md: …' : null,
      release: '/srv/releases/20261130T080500Z',
      finished: 1,
      waitingForOther: false,
    })
    const closure = { en: 'Water main repair', es: 'Reparación de la tubería de agua' }
    const nightly = publishEntry(status('done'), [{ why: 'nightly' }, { why: 'closure-starts', closure }])
    audit.record(SYSTEM, nightly.action, nightly)
    const failed = publishEntry(status('failed'), [{ why: 'command-line' }])
    audit.record(SYSTEM, failed.action, failed)
    audit.record(SYSTEM, 'backup.failed', {
      detail: 'ENOSPC: no space left on device',
      params: { said: 'ENOSPC: no space left on device' },
    })
    audit.record(SYSTEM, 'backup.restored', {
      record: 'solana-2026-11-30.sqlite',
      params: { messages: 12, version: 9, content: '0123456789ab' },
    })
    const spanish = await detailsIn('es')
    expect(spanish.get('Publicó el contenido')).toBe(
      'publicación de cada noche; empieza el cierre «Reparación de la tubería de agua»',
    )
    expect(spanish.get('Falló una publicación del contenido')).toBe(
      'la compilación se detuvo y dijo (en inglés): «Error: 2 content problems»; publicado desde la línea de comandos (npm run publish)',
    )
    expect(spanish.get('Falló una copia de seguridad')).toBe(
      'el sistema dijo (en inglés): «ENOSPC: no space left on device»',
    )
    expect(spanish.get('Restauró una copia de seguridad')).toBe(
      '12 mensajes en la copia; versión de la base de datos 9; contenido en 0123456789ab',
    )
    // Nothing English but what the system said, quoted as such.
    const unquoted = [...spanish.values()].map((detail) => (detail ?? '').replace(/«[^»]*»/g, ''))
    expect(unquoted.filter((detail) => englishSentences(`${detail}.`).length > 0)).toEqual([])
    expect(
      unquoted.filter((detail) => /\b(the|closure|starts|nightly|said|content at)\b/.test(detail)),
    ).toEqual([])
    // The English reader, and the recorded detail the CSV export carries.
    const english = await detailsIn('en')
    expect(english.get('Published content')).toBe('nightly publish; the closure “Water main repair” starts')
    expect(audit.query({ action: 'content.published' })[0]?.detail).toBe(
      'nightly publish; the closure “Water main repair” starts',
    )
  })

  it('shows a recorded name with markup as text, worded in Spanish', async () => {
    const name = '<img src=x onerror=alert(1)>Lee'
    await post('/admin/users', { display_name: name, username: 'lee', role: 'editor' })
    const page = await (
      await server.app.request('/admin/audit', {
        headers: { cookie: owner.cookie, 'x-forwarded-for': '10.30.0.1', 'accept-language': 'es' },
      })
    ).text()
    expect(page).not.toContain('<img src=x')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;Lee')
    // Escaped once (a cell as served): neither markup nor "&amp;lt;" for the reader.
    const details = new Map(tableRows(page).map((cells) => [cells[2], cells[4]]))
    expect(details.get('Invitó a una persona')).toBe('&lt;img src=x onerror=alert(1)&gt;Lee como Editor')
  })

  it('cannot be changed or deleted: not through any route, not even in the database', async () => {
    await message()
    await get('/admin/messages/1')
    const before = rows()
    expect(before.length).toBeGreaterThan(2)
    // Every admin route, every method, as the owner with a good token and with hostile fields.
    const paths = new Set(server.app.routes.filter((r) => r.path.includes('admin')).map((r) => r.path))
    for (const path of paths) {
      const url = path
        .replace(':id', String(before[0]!.id))
        .replace(':token', 'x'.repeat(43))
        .replace(/\*$/, 'audit')
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        if (/logout|end-all|\/disable|\/delete/.test(url)) continue
        const response = await server.app.request(url, {
          method,
          headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            _csrf: owner.csrf,
            id: '1',
            action: 'sign_out',
            detail: 'x',
            before: '999',
          }).toString(),
        })
        expect(response.status, `${method} ${url}`).toBeLessThan(500)
      }
    }
    const after = rows()
    expect(after.slice(0, before.length)).toEqual(before)
    expect(() => server.db.prepare('UPDATE audit_log SET detail = ? WHERE id = 1').run('changed')).toThrow(
      /append-only/,
    )
    expect(() => server.db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/)
    expect(rows().slice(0, before.length)).toEqual(before)
  })

  it('filters by person, action and date, and exports what it shows as CSV', async () => {
    await server.addUser('front_desk', 'lupe')
    const lupe = await server.signIn('lupe', `lupe ${TEST_PASSWORD}`, { from: '10.30.1.1' })
    const id = await message()
    await get(`/admin/messages/${id}`, lupe)
    server.clock.advance(3 * DAY)
    owner = await server.signIn('owner', TEST_PASSWORD, { from: '10.30.0.1' })
    await get(`/admin/messages/${id}`)
    const lupeId = server.admin.deps.users.byUsername('lupe')!.id
    const page = async (query: string) => (await get(`/admin/audit${query}`)).text()
    /** The rows of the audit table: when, who, what, record, detail, address. */
    const whoDid = async (query: string, what: string) =>
      tableRows(await page(query))
        .filter((cells) => cells[2] === what)
        .map((cells) => cells[1])
    const whoViewed = (query: string) => whoDid(`?action=message.viewed${query}`, 'Opened a message')
    expect(await whoViewed('')).toEqual(['owner', 'lupe'])
    expect(await whoViewed(`&actor=${lupeId}`)).toEqual(['lupe'])
    expect(await whoViewed(`&from=${dayOf(server.clock.now())}`)).toEqual(['owner'])
    expect(await whoViewed(`&to=${dayOf(server.clock.now() - 3 * DAY)}`)).toEqual(['lupe'])
    const ownerPassword = 'Owner password set from the server settings'
    expect(await whoDid(`?actor=${lupeId}`, ownerPassword)).toEqual([])
    expect(await whoDid('?actor=system', ownerPassword)).toEqual(['system'])
    expect(await whoDid('?action=message.viewed', 'Signed in')).toEqual([])

    for (const bad of ['?from=yesterday', '?actor=<script>', '?action=drop_table', '?to=2026-02-30']) {
      const response = await get(`/admin/audit${bad}`)
      expect(response.status, bad).toBe(400)
      // The page's one script is the theme's, in the head; the hostile value is never echoed.
      expect((await response.text()).match(/<script\b/g), bad).toHaveLength(1)
    }

    const csv = await get(`/admin/audit/export.csv?actor=${lupeId}`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('when_utc,user_id,username,action,record,detail,address')
    expect(lines.slice(1).every((line) => line.includes(',lupe,'))).toBe(true)
    expect(lines.some((line) => line.includes('message.viewed'))).toBe(true)
    expect((await get('/admin/audit/export.csv?from=nope')).status).toBe(400)
  })
})

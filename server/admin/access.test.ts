import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestSession } from '../test-server'
import { areaOf, mayOpen, roles, type Role } from './roles'

type Who = Role | 'signed-out'
/** What a request gets: a status, or a redirect to the sign-in page. */
type Answer = number | 'sign-in'

const everyone = (answer: Answer) => ({ owner: answer, editor: answer, front_desk: answer })
/** The roles that may, with the answer they get; the others get 403. */
const only = (allowed: Role[], answer: Answer) =>
  Object.fromEntries(roles.map((role) => [role, allowed.includes(role) ? answer : 403])) as Record<
    Role,
    Answer
  >

interface Case {
  /** Answers for signed-in roles; signed out, pages send to the sign-in and the API says 401. */
  answers: Record<Role, Answer>
  signedOut?: Answer
  /** The concrete URL (fixtures made on demand). */
  url?: () => string | Promise<string>
  /** The request ends the session it was made with. */
  endsSession?: boolean
}

let server: Awaited<ReturnType<typeof testServer>>
let targetUser = 0
let nextMessage = 0
async function newMessage() {
  const response = await server.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${nextMessage++ % 250}.1` },
    body: JSON.stringify({ name: 'Ana Matrix', email: 'ana@example.com', message: 'Hello' }),
  })
  return ((await response.json()) as { id: number }).id
}

/**
 * Every admin route, and what each role gets from it. The test fails when a route exists that
 * this table does not list, so a new route cannot ship without its row.
 */
const table: Record<string, Case> = {
  'GET /admin/login': { answers: everyone(200), signedOut: 200 },
  'POST /admin/login': { answers: everyone(400), signedOut: 400 },
  'POST /admin/logout': { answers: everyone('sign-in'), endsSession: true },
  'GET /admin': { answers: { owner: 303, editor: 303, front_desk: 303 } },
  'GET /admin/welcome/:token': {
    answers: everyone(410),
    signedOut: 410,
    url: () => '/admin/welcome/not-a-real-token-at-all',
  },
  'POST /admin/welcome/:token': {
    answers: everyone(410),
    signedOut: 410,
    url: () => '/admin/welcome/not-a-real-token-at-all',
  },
  'GET /admin/reset/:token': {
    answers: everyone(410),
    signedOut: 410,
    url: () => '/admin/reset/not-a-real-token-at-all',
  },
  'POST /admin/reset/:token': {
    answers: everyone(410),
    signedOut: 410,
    url: () => '/admin/reset/not-a-real-token-at-all',
  },

  'GET /admin/messages': { answers: only(['owner', 'front_desk'], 200) },
  'GET /admin/messages/export.csv': { answers: only(['owner', 'front_desk'], 200) },
  // Without mail set up (this server has none) nobody may; with it, the owner (mail-test.test.ts).
  'POST /admin/messages/mail-test': { answers: everyone(403) },
  'GET /admin/messages/:id': {
    answers: only(['owner', 'front_desk'], 200),
    url: async () => `/admin/messages/${await newMessage()}`,
  },
  'POST /admin/messages/:id': {
    answers: only(['owner', 'front_desk'], 400),
    url: async () => `/admin/messages/${await newMessage()}`,
  },
  'POST /admin/messages/:id/notes': {
    answers: only(['owner', 'front_desk'], 400),
    url: async () => `/admin/messages/${await newMessage()}/notes`,
  },
  // Deleting is the owner's alone, and a patient's message is kept until its retention period
  // ends: the owner is refused (409) for a new message; spam goes (admin.test.ts, messages.test.ts).
  'GET /admin/messages/:id/delete': {
    answers: only(['owner'], 409),
    url: async () => `/admin/messages/${await newMessage()}/delete`,
  },
  'POST /admin/messages/:id/delete': {
    answers: only(['owner'], 409),
    url: async () => `/admin/messages/${await newMessage()}/delete`,
  },
  'GET /admin/messages/:id/reply': {
    answers: only(['owner', 'front_desk'], 303),
    url: async () => `/admin/messages/${await newMessage()}/reply`,
  },
  'GET /api/admin/messages': { answers: only(['owner', 'front_desk'], 200), signedOut: 401 },

  'GET /admin/tools': { answers: only(['owner', 'editor'], 200) },
  'GET /admin/tools/analytics.csv': { answers: only(['owner', 'editor'], 200) },
  'GET /api/admin/analytics': { answers: only(['owner', 'editor'], 200), signedOut: 401 },
  'GET /admin/keratoconus-qr': { answers: only(['owner', 'editor'], 200) },
  'GET /admin/keratoconus-qr/qr.svg': { answers: only(['owner', 'editor'], 200) },
  'GET /admin/keratoconus-qr/qr.png': { answers: only(['owner', 'editor'], 200) },

  'GET /admin/users': { answers: only(['owner'], 200) },
  'POST /admin/users': { answers: only(['owner'], 400) },
  'GET /admin/users/:id': { answers: only(['owner'], 200), url: () => `/admin/users/${targetUser}` },
  'POST /admin/users/:id': { answers: only(['owner'], 400), url: () => `/admin/users/${targetUser}` },
  'POST /admin/users/:id/disable': {
    answers: only(['owner'], 303),
    url: () => `/admin/users/${targetUser}/disable`,
  },
  'POST /admin/users/:id/enable': {
    answers: only(['owner'], 303),
    url: () => `/admin/users/${targetUser}/enable`,
  },
  'POST /admin/users/:id/link': {
    answers: only(['owner'], 200),
    url: () => `/admin/users/${targetUser}/link`,
  },
  'GET /admin/audit': { answers: only(['owner'], 200) },
  'GET /admin/audit/export.csv': { answers: only(['owner'], 200) },
  'GET /admin/backups': { answers: only(['owner'], 200) },
  'POST /admin/backups': { answers: only(['owner'], 303) },

  'GET /admin/account': { answers: everyone(200) },
  'POST /admin/account/language': { answers: everyone(400) },
  'POST /admin/account/new-messages': { answers: only(['owner', 'front_desk'], 400) },
  // The pages' scripts: for every signed-in person; an unknown name is 404.
  'GET /admin/assets/:file': { answers: everyone(404), url: () => '/admin/assets/none.js' },
  'POST /admin/account/sessions/:id/end': {
    answers: everyone(404),
    url: () => '/admin/account/sessions/999999/end',
  },
  'POST /admin/account/sessions/end-all': { answers: everyone('sign-in'), endsSession: true },
  'POST /admin/account/password': { answers: everyone(400) },
}

beforeAll(async () => {
  server = await testServer({ backups: true })
  await server.addUser('editor')
  await server.addUser('front_desk')
  targetUser = (await server.addUser('front_desk', 'target')).id
}, 30_000)
afterAll(() => server.close())

const answerOf = (response: Response): Answer =>
  response.status === 303 && (response.headers.get('location') ?? '').startsWith('/admin/login')
    ? 'sign-in'
    : response.status

describe('every admin route × every role', () => {
  it('lists every route the server has', () => {
    const routes = new Set(
      server.app.routes
        .filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path) && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    )
    expect([...routes].sort()).toEqual(Object.keys(table).sort())
  })

  it('answers each role as the table says: the page, 403, or the sign-in', async () => {
    const sessions = new Map<Role, TestSession>()
    const sessionFor = async (role: Role) => {
      const username = role === 'owner' ? 'owner' : role.replace('_', '-')
      const password = role === 'owner' ? undefined : `${username} correct horse battery staple`
      if (!sessions.has(role)) sessions.set(role, await server.signIn(username, password))
      return sessions.get(role)!
    }
    const failures: string[] = []
    for (const [route, testCase] of Object.entries(table)) {
      const [method, path] = route.split(' ') as [string, string]
      for (const who of [...roles, 'signed-out'] as Who[]) {
        const url = testCase.url ? await testCase.url() : path
        const session = who === 'signed-out' ? null : await sessionFor(who)
        const response =
          method === 'GET'
            ? await server.app.request(url, { headers: session ? { cookie: session.cookie } : {} })
            : session
              ? await server.post(session, url)
              : await server.app.request(url, {
                  method: 'POST',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: '',
                })
        const expected =
          who === 'signed-out'
            ? (testCase.signedOut ?? (path.startsWith('/api/') ? 401 : 'sign-in'))
            : testCase.answers[who]
        const got = answerOf(response)
        if (got !== expected) failures.push(`${route} as ${who}: expected ${expected}, got ${got}`)
        if (response.status >= 500) failures.push(`${route} as ${who}: ${response.status}`)
        if (session && testCase.endsSession) sessions.delete(who as Role)
      }
    }
    expect(failures).toEqual([])
  }, 60_000)
})

describe('the area table', () => {
  it('keeps unknown admin paths for the owner, and opens the content editor to owner and editor', () => {
    expect(mayOpen('owner', '/admin/something-new')).toBe(true)
    expect(mayOpen('editor', '/admin/something-new')).toBe(false)
    expect(mayOpen('front_desk', '/admin/something-new')).toBe(false)
    expect(mayOpen('editor', '/admin/content/api')).toBe(true)
    expect(mayOpen('front_desk', '/admin/content')).toBe(false)
    expect(mayOpen('front_desk', '/admin/messagesX')).toBe(false)
    expect(areaOf('/admin/users/3')?.id).toBe('users')
    expect(areaOf('/admin')?.id).toBe('account')
    expect(areaOf('/admin/unknown')).toBeUndefined()
  })
})

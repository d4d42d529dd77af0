import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { AnalyticsBeacon } from '#shared/analytics/schema'
import { createAdmin, type ContentOptions } from './admin'
import { hashPassword } from './admin/auth/password'
import type { Role } from './admin/roles'
import { OWNER_USERNAME } from './admin/users/store'
import { createApp } from './app'
import { buildEnvironment } from './env'
import { servedSite } from './static/site'
import { openDatabase } from './db'
import type { GeolocationLookup } from './geolocation/lookup'
import { createForwarder, type MailConfig } from './contact/mailer'
import { messageStore } from './contact/store'

export const TEST_PASSWORD = 'correct horse battery staple'

// One hash of the owner's password per test file: each takes a third of a second at full strength.
let ownerHashMade: Promise<string> | null = null
const ownerHash = () => (ownerHashMade ??= hashPassword(TEST_PASSWORD))

/** A session as a test holds it: the cookie to send and the token its forms carry. */
export interface TestSession {
  response: Response
  cookie: string
  csrf: string
}

/** A real app on a real SQLite file in a scratch folder, for server tests, with a clock they can move. */
export async function testServer({
  mail = null,
  transport,
  analyticsRateLimit,
  geolocation,
  files = {},
  backups = false,
  retentionDays,
  content,
  startAt,
  site: builtSite,
}: {
  mail?: MailConfig | null
  transport?: Transporter
  analyticsRateLimit?: number
  geolocation?: GeolocationLookup
  files?: Record<string, string>
  /** Daily backups into a scratch BACKUP_DIR. */
  backups?: boolean
  retentionDays?: number
  /** The content editor on a scratch copy of a content folder, with a stand-in build. */
  content?: { root: string; build: ContentOptions['build']; validate?: ContentOptions['validate'] }
  /** The server's clock starts at this moment (epoch ms) instead of now. */
  startAt?: number
  /** A built site to serve (build/client, read only) instead of the stand-in pages and `files`. */
  site?: string
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const clientDir = path.join(dir, 'client')
  fs.mkdirSync(path.join(clientDir, '404'), { recursive: true })
  fs.mkdirSync(path.join(clientDir, 'es', '404'), { recursive: true })
  fs.writeFileSync(path.join(clientDir, '404', 'index.html'), '<html lang="en"><title>Page not found</title>')
  fs.writeFileSync(
    path.join(clientDir, 'es', '404', 'index.html'),
    '<html lang="es"><title>No encontramos la página</title>',
  )
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en"><title>Home</title>')
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true })
    fs.writeFileSync(path.join(clientDir, name), text)
  }
  const dataDir = path.join(dir, 'data')
  const backupDir = backups ? path.join(dir, 'backups') : null
  const db = openDatabase(dataDir)
  const messages = messageStore(db)
  const forwarder = createForwarder(messages, mail, transport)
  let offset = startAt === undefined ? 0 : startAt - Date.now()
  const clock = {
    now: () => Date.now() + offset,
    /** Moves the server's clock forward (sessions, links, retention, backups). */
    advance: (ms: number) => void (offset += ms),
  }
  const site = servedSite(builtSite ?? clientDir)
  const releasesDir = path.join(dir, 'releases')
  const admin = await createAdmin({
    db,
    stylesheet: site.stylesheet,
    content: content && {
      root: content.root,
      releasesDir,
      build: content.build,
      validate: content.validate,
      env: buildEnvironment,
      activate: (next) => site.swap(next),
    },
    secret: 'test-secret',
    trustProxy: true,
    ownerPasswordHash: await ownerHash(),
    mail,
    mailTransport: transport,
    backupDir,
    retentionDays,
    now: clock.now,
  })
  const app = createApp({
    clientDir: site.clientDir(),
    site,
    db,
    messages,
    forwarder,
    admin,
    trustProxy: true,
    analyticsRateLimit,
    geolocation,
  })

  /** The sign-in as a browser does it: open the form (its cookie and token), then post it. */
  async function signIn(
    username = OWNER_USERNAME,
    password = TEST_PASSWORD,
    { from = '10.9.0.1', next = '/admin/messages' }: { from?: string; next?: string } = {},
  ): Promise<TestSession> {
    const form = await app.request('/admin/login', { headers: { 'x-forwarded-for': from } })
    const formCookie = form.headers.get('set-cookie')?.split(';')[0] ?? ''
    const formToken = /name="_form" value="([^"]+)"/.exec(await form.text())?.[1] ?? ''
    const response = await app.request('/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': from,
        cookie: formCookie,
      },
      body: new URLSearchParams({ username, password, next, _form: formToken }).toString(),
    })
    const cookie =
      response.headers
        .getSetCookie()
        .find((header) => header.startsWith('admin_session='))
        ?.split(';')[0] ?? ''
    let csrf = ''
    if (cookie) {
      const account = await app.request('/admin/account', { headers: { cookie, 'x-forwarded-for': from } })
      csrf = /name="_csrf" value="([^"]+)"/.exec(await account.text())?.[1] ?? ''
    }
    return { response, cookie, csrf }
  }

  /** A person with a password, straight into the store (the invitation flow has its own tests). */
  async function addUser(
    role: Role,
    username: string = role.replace('_', '-'),
    password = `${username} ${TEST_PASSWORD}`,
  ) {
    return admin.deps.users.create({
      username,
      display_name: `Test ${username}`,
      email: `${username}@example.com`,
      role,
      password_hash: await hashPassword(password),
    })
  }

  /** A form post from a signed-in session, with its token unless told otherwise. */
  const post = (
    session: TestSession,
    url: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    app.request(url, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ _csrf: session.csrf, ...fields }).toString(),
    })

  return {
    app,
    db,
    messages,
    forwarder,
    admin,
    clock,
    dataDir,
    backupDir,
    releasesDir,
    site,
    signIn,
    addUser,
    post,
    close() {
      forwarder.stop()
      admin.jobs.stop()
      void admin.deps.content?.validate.close()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A session as the browser sends it, for analytics tests. */
export const sampleBeacon = (overrides: Partial<AnalyticsBeacon> = {}): AnalyticsBeacon => ({
  sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  timestamp: 1_700_000_000_000,
  page: '/conditions/keratoconus',
  referrer: 'https://www.google.com',
  screenResolution: '390x844',
  language: 'es-US',
  country: 'United States',
  region: 'California',
  city: 'Santa Ana',
  timezone: 'America/Los_Angeles',
  latitude: 33.745571,
  longitude: -117.867836,
  browser: 'Safari',
  browserVersion: '17.5',
  os: 'iOS',
  device: 'Mobile',
  isMobile: true,
  isUSA: true,
  pageViews: 2,
  sessionDuration: 65_000,
  events: [
    { name: 'page_view', timestamp: 1_700_000_000_100, properties: { href: '/' } },
    {
      name: 'phone_click',
      timestamp: 1_700_000_030_000,
      properties: { text: '(714) 555-0142', href: 'tel:+17145550142' },
    },
  ],
  vitals: { LCP: 1800, CLS: 0.02 },
  ...overrides,
})

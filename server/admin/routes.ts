import type { Context, Next } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { translate } from '../i18n'
import { clientAddress } from '../client-address'
import type { AnalyticsStore } from '../analytics-store'
import type { MessageStore, StoredMessage } from '../messages'
import { rateLimiter } from '../rate-limit'
import { registerKeratoconusQr } from './keratoconus-qr'
import { adminPage } from './layout'
import { verifyPassword } from './password'
import type { SessionStore } from './sessions'
import { registerTools, type RenderPage } from './tools'

export interface AdminOptions {
  /** scrypt hash of the admin password; null disables admin entirely. */
  passwordHash: string | null
  sessions: SessionStore
  messages: MessageStore
  analytics: AnalyticsStore
  stylesheet: string | null
  trustProxy: boolean
  /** Whether new messages are emailed to the office (SMTP_HOST set); the inbox says when not. */
  mailForwarding?: boolean
}

const reasonLabel = (reason: string | null) => translate('en', `contact.reason.${reason ?? 'general'}`)
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Los_Angeles',
  })

/**
 * The staff's side of the site: sign-in, the message inbox and the tools. Nothing here is
 * prerendered or public: without a session, pages redirect to sign-in and the API answers 401.
 */
export function adminRoutes(options: AdminOptions) {
  const { passwordHash, sessions, messages, stylesheet } = options
  const allowLogin = rateLimiter({ limit: 5, windowMs: 15 * 60_000 })
  const page = (
    c: Context,
    title: string,
    body: ReturnType<typeof html>,
    status: 200 | 400 | 401 | 404 | 429 | 503 = 200,
    signedIn = true,
  ) => c.html(adminPage({ title, stylesheet, body, signedIn, path: c.req.path }), status)

  const pages = new Hono()
  const api = new Hono()

  for (const app of [pages, api]) {
    app.use('*', async (c, next) => {
      await next()
      c.header('X-Robots-Tag', 'noindex, nofollow')
      c.header('Cache-Control', 'no-store')
    })
  }

  // Forms post from our own pages only; the Strict cookie already blocks most cross-site posts.
  const sameOrigin = async (c: Context, next: Next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'POST' && origin && new URL(origin).host !== c.req.header('host'))
      return c.text('Forbidden', 403)
    await next()
  }
  pages.use('*', sameOrigin)

  pages.use('*', async (c, next) => {
    if (!passwordHash) {
      return page(
        c,
        'Admin is disabled',
        html`<p class="mt-4">Set <code>ADMIN_PASSWORD_HASH</code> (or <code>ADMIN_PASSWORD</code>) and restart the server to enable the admin pages.</p>`,
        503,
        false,
      )
    }
    if (c.req.path === '/admin/login') return next()
    if (await sessions.valid(c)) return next()
    return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 303)
  })
  api.use('*', async (c, next) => {
    if (!passwordHash || !(await sessions.valid(c))) return c.json({ error: 'Sign in required' }, 401)
    return next()
  })

  const loginForm = (next: string, error?: string) => html`
    ${error ? html`<p role="alert" class="mt-4 rounded-md border border-destructive bg-destructive/10 p-3">${error}</p>` : ''}
    <form method="post" action="/admin/login" class="mt-6 grid max-w-sm gap-3">
      <input type="hidden" name="next" value="${next}">
      <label for="password" class="font-semibold">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required class="min-h-11 rounded-md border border-border bg-background px-3">
      <button class="min-h-11 rounded-md bg-primary px-4 font-semibold text-primary-foreground">Sign in</button>
    </form>`
  const safeNext = (value: unknown) =>
    typeof value === 'string' && /^\/admin(\/[\w/-]*)?$/.test(value) ? value : '/admin/messages'

  pages.get('/login', (c) => page(c, 'Sign in', loginForm(safeNext(c.req.query('next'))), 200, false))
  pages.post('/login', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const next = safeNext(form.next)
    // Only failed attempts count: staff signing in often (or a test suite) are never locked out.
    const address = clientAddress(c, options.trustProxy)
    const blockedFor = allowLogin.blockedFor(address)
    if (blockedFor > 0) {
      c.header('Retry-After', String(blockedFor))
      return page(
        c,
        'Sign in',
        loginForm(next, 'Too many attempts. Wait a few minutes and try again.'),
        429,
        false,
      )
    }
    const password = typeof form.password === 'string' ? form.password : ''
    if (!password || password.length > 200 || !(await verifyPassword(password, passwordHash!))) {
      allowLogin(address)
      return page(c, 'Sign in', loginForm(next, 'That password is not right.'), 401, false)
    }
    await sessions.start(c)
    return c.redirect(next, 303)
  })
  pages.post('/logout', async (c) => {
    await sessions.end(c)
    return c.redirect('/admin/login', 303)
  })

  pages.get('/', (c) => c.redirect('/admin/tools', 303))
  const render: RenderPage = (c, title, body, status = 200) =>
    c.html(adminPage({ title, stylesheet, body, signedIn: true, path: c.req.path }), status)
  registerTools(pages, api, { analytics: options.analytics, render })
  registerKeratoconusQr(pages, { render })

  const row = (
    m: StoredMessage,
  ) => html`<tr class="border-t border-border ${m.handled_at ? 'text-muted-foreground' : ''}">
    <td class="py-2 pr-3"><a class="font-semibold text-primary underline-offset-4 hover:underline" href="/admin/messages/${m.id}">${m.name}</a></td>
    <td class="py-2 pr-3">${m.kind === 'appointment' ? 'Appointment Request' : reasonLabel(m.reason)}</td>
    <td class="py-2 pr-3">${m.language === 'es' ? 'Spanish' : 'English'}</td>
    <td class="py-2 pr-3">${when(m.created_at)}</td>
    <td class="py-2">${m.handled_at ? 'Handled' : 'Open'}</td>
  </tr>`

  const mailOff = html`<p role="status" class="mt-4 rounded-md border border-warning bg-warning/15 p-3" data-testid="mail-off">
    <strong>Mail is not configured.</strong> New messages are not emailed to the office: they are only here, so check this inbox. To have them emailed, set <code>SMTP_HOST</code> and restart the server.</p>`

  pages.get('/messages', (c) => {
    const list = messages.list(200)
    const { total, open } = messages.counts()
    return page(
      c,
      'Messages',
      html`${options.mailForwarding ? '' : mailOff}<p class="mt-2 text-muted-foreground">${open ?? 0} open of ${total}. Open messages first, newest first.</p>
      ${
        list.length === 0
          ? html`<p class="mt-6">No messages yet.</p>`
          : html`<table class="mt-6 w-full text-left text-sm"><caption class="sr-only">Messages</caption>
          <thead><tr><th scope="col" class="pb-2">Name</th><th scope="col" class="pb-2">Subject</th><th scope="col" class="pb-2">Language</th><th scope="col" class="pb-2">Received</th><th scope="col" class="pb-2">Status</th></tr></thead>
          <tbody>${list.map(row)}</tbody></table>`
      }`,
    )
  })

  const messageId = (c: Context) => {
    const id = Number(c.req.param('id'))
    return Number.isSafeInteger(id) && id > 0 ? id : null
  }

  pages.get('/messages/:id', (c) => {
    const id = messageId(c)
    const m = id ? messages.get(id) : undefined
    if (!m)
      return page(
        c,
        'Message not found',
        html`<p class="mt-4"><a href="/admin/messages">Back to messages</a></p>`,
        404,
      )
    return page(
      c,
      m.kind === 'appointment' ? `Appointment request from ${m.name}` : `Message from ${m.name}`,
      html`<dl class="mt-6 grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt class="font-semibold">Received</dt><dd>${when(m.created_at)}</dd>
        <dt class="font-semibold">Phone</dt><dd>${m.phone ? html`<a class="text-primary" href="tel:${m.phone.replace(/[^\d+]/g, '')}">${m.phone}</a>` : '—'}</dd>
        <dt class="font-semibold">Email</dt><dd>${m.email ? html`<a class="text-primary" href="mailto:${m.email}">${m.email}</a>` : '—'}</dd>
        <dt class="font-semibold">Subject</dt><dd>${m.kind === 'appointment' ? 'Appointment Request' : reasonLabel(m.reason)}</dd>
        <dt class="font-semibold">Language</dt><dd>${m.language === 'es' ? 'Spanish' : 'English'}</dd>
        <dt class="font-semibold">Emailed to office</dt><dd>${m.forwarded_at ? when(m.forwarded_at) : options.mailForwarding ? `Not yet (${m.forward_attempts} attempts)` : 'No: mail is not configured'}</dd>
      </dl>
      <div class="mt-6 rounded-xl border border-border bg-card p-5 whitespace-pre-wrap" data-testid="message-body">${m.message ?? ''}</div>
      <div class="mt-6 flex flex-wrap gap-3">
        <form method="post" action="/admin/messages/${m.id}/handled"><input type="hidden" name="handled" value="${m.handled_at ? '0' : '1'}">
          <button class="min-h-11 rounded-md bg-primary px-4 font-semibold text-primary-foreground">${m.handled_at ? 'Mark as open' : 'Mark as handled'}</button></form>
        <form method="post" action="/admin/messages/${m.id}/delete">
          <button class="min-h-11 rounded-md border border-destructive px-4 font-semibold text-destructive">Delete permanently</button></form>
      </div>`,
    )
  })
  pages.post('/messages/:id/handled', async (c) => {
    const id = messageId(c)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    if (!id || !messages.setHandled(id, form.handled !== '0')) return c.text('Not found', 404)
    return c.redirect('/admin/messages', 303)
  })
  pages.post('/messages/:id/delete', (c) => {
    const id = messageId(c)
    if (!id || !messages.delete(id)) return c.text('Not found', 404)
    return c.redirect('/admin/messages', 303)
  })
  pages.all('*', (c) =>
    page(c, 'Not found', html`<p class="mt-4"><a href="/admin/tools">Admin tools</a></p>`, 404),
  )

  api.get('/messages', (c) => c.json({ messages: messages.list(200), counts: messages.counts() }))
  api.all('*', (c) => c.json({ error: 'Not found' }, 404))

  // Mounted at /admin and /api/admin: the middleware above covers only those paths.
  return { pages, api }
}

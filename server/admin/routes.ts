import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import * as account from './account/routes'
import * as audit from './audit/routes'
import * as auth from './auth/routes'
import { sameOrigin } from './auth/csrf'
import { guard, type Refusal } from './auth/guard'
import * as backups from './backups/routes'
import * as content from './content/routes'
import type { AdminDeps } from './context'
import * as qr from './keratoconus-qr'
import { homeOf } from './layout'
import * as messages from './messages/routes'
import * as tools from './tools'
import { ui } from './ui'
import * as users from './users/routes'
import { noStore } from '../http'

const noIndex: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Robots-Tag', 'noindex, nofollow')
}

/**
 * The staff's side of the site, mounted at /admin (pages) and /api/admin (JSON). Every request
 * passes the same gate (auth/guard.ts): a session, a role that opens the path (roles.ts), and on
 * every change a same-origin request with the session's CSRF token. Each area is one module
 * exporting `routes(deps)`, mounted under its own path so its middleware stays its own.
 */
export function adminRoutes(deps: AdminDeps, { enabled }: { enabled: boolean }) {
  const { render, sessions } = deps

  const refusePage = (c: Context, reason: Refusal | 'cross-site') => {
    const user = c.var.adminUser as typeof c.var.adminUser | undefined
    const body =
      reason === 'role'
        ? html`<p class="mt-4 max-w-prose">Your role does not open this page. If you need it, ask the practice’s owner.</p>`
        : html`<p class="mt-4 max-w-prose">This form was refused: it was sent from another site, or it is out of date. Go back, reload the page and try again.</p>`
    return render(
      c,
      reason === 'role' ? 'Not available to you' : 'Request refused',
      html`${body}${user ? html`<p class="mt-4"><a class="${ui.link}" href="${homeOf(user.role)}">Back to your start page</a></p>` : ''}`,
      403,
    )
  }
  const refuseJson = (c: Context, reason: Refusal | 'cross-site') =>
    reason === 'sign-in' ? c.json({ error: 'Sign in required' }, 401) : c.json({ error: 'Forbidden' }, 403)

  const pages = new Hono()
  pages.use('*', noIndex, noStore())
  pages.use(
    '*',
    sameOrigin((c) => refusePage(c, 'cross-site')),
  )
  pages.use('*', async (c, next) => {
    if (enabled) return next()
    return render(
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono's wildcard context
      c,
      'Admin is disabled',
      html`<p class="mt-4">Set <code>ADMIN_PASSWORD_HASH</code> (or <code>ADMIN_PASSWORD</code>) and restart the server to create the <code>owner</code> account and turn the admin pages on.</p>`,
      503,
    )
  })
  pages.use('*', guard({ sessions, api: false, refuse: refusePage }))
  pages.route('/', auth.routes(deps))
  pages.route('/messages', messages.routes(deps))
  pages.route('/tools', tools.routes(deps))
  pages.route('/keratoconus-qr', qr.routes(deps))
  pages.route('/users', users.routes(deps))
  pages.route('/audit', audit.routes(deps))
  pages.route('/backups', backups.routes(deps))
  pages.route('/content', content.routes(deps))
  pages.route('/account', account.routes(deps))
  pages.all('*', (c) =>
    render(
      c,
      'Not found',
      html`<p class="mt-4"><a class="${ui.link}" href="/admin">Admin start page</a></p>`,
      404,
    ),
  )

  const api = new Hono()
  api.use('*', noIndex, noStore())
  api.use(
    '*',
    sameOrigin((c) => refuseJson(c, 'cross-site')),
  )
  api.use('*', async (c, next) => (enabled ? next() : c.json({ error: 'Sign in required' }, 401)))
  api.use('*', guard({ sessions, api: true, refuse: refuseJson }))
  api.route('/messages', messages.api(deps))
  api.route('/analytics', tools.api(deps))
  api.route('/content', content.api(deps))
  api.all('*', (c) => c.json({ error: 'Not found' }, 404))

  return { pages, api }
}

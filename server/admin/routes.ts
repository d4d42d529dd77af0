import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as account from './account/routes'
import * as audit from './audit/routes'
import * as auth from './auth/routes'
import { sameOrigin } from './auth/csrf'
import { guard, type Refusal } from './auth/guard'
import * as backups from './backups/routes'
import * as content from './content/routes'
import type { AdminDeps } from './context'
import * as qr from './keratoconus-qr'
import * as messages from './messages/routes'
import * as tools from './tools'
import { disabledPage, notFoundPage } from './refusals'
import { languageOf } from './i18n'
import * as assets from './ui/assets'
import * as users from './users/routes'
import { noStore } from '../http'

/** The person's language on the request (`c.var.staffLanguage`), for the pages and the editor. */
const staffLanguage: MiddlewareHandler = async (c, next) => {
  c.set('staffLanguage', languageOf(c))
  await next()
}

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

  const refusePage = deps.refuse
  const refuseJson = (c: Context, reason: Refusal | 'cross-site') =>
    reason === 'sign-in' ? c.json({ error: 'Sign in required' }, 401) : c.json({ error: 'Forbidden' }, 403)

  const pages = new Hono()
  pages.use('*', noIndex, noStore())
  pages.use(
    '*',
    sameOrigin((c) => refusePage(c, 'cross-site')),
  )
  const disabled = disabledPage(render)
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono's wildcard context
  pages.use('*', async (c, next) => (enabled ? next() : disabled(c)))
  pages.use('*', guard({ sessions, api: false, refuse: refusePage }))
  pages.use('*', staffLanguage)
  pages.route('/', auth.routes(deps))
  pages.route('/messages', messages.routes(deps))
  pages.route('/tools', tools.routes(deps))
  pages.route('/keratoconus-qr', qr.routes(deps))
  pages.route('/users', users.routes(deps))
  pages.route('/audit', audit.routes(deps))
  pages.route('/backups', backups.routes(deps))
  pages.route('/content', content.routes(deps))
  pages.route('/account', account.routes(deps))
  pages.route('/assets', assets.routes())
  pages.all('*', notFoundPage(render))

  const api = new Hono()
  api.use('*', noIndex, noStore())
  api.use(
    '*',
    sameOrigin((c) => refuseJson(c, 'cross-site')),
  )
  api.use('*', async (c, next) => (enabled ? next() : c.json({ error: 'Sign in required' }, 401)))
  api.use('*', guard({ sessions, api: true, refuse: refuseJson }))
  api.use('*', staffLanguage)
  api.route('/messages', messages.api(deps))
  api.route('/analytics', tools.api(deps))
  api.route('/content', content.api(deps))
  api.all('*', (c) => c.json({ error: 'Not found' }, 404))

  return { pages, api }
}

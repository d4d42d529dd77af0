import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Admin } from './admin'
import * as analytics from './analytics/routes'
import { analyticsStore } from './analytics/store'
import * as contact from './contact/routes'
import type { Db } from './db'
import * as geolocation from './geolocation/routes'
import { geolocationLookup, type GeolocationLookup } from './geolocation/lookup'
import type { Forwarder } from './contact/mailer'
import type { MessageStore } from './contact/store'
import { securityHeaders } from './security-headers'
import { notFoundPage, staticSite } from './static/routes'
import { readVariant } from './static/files'
import { servedSite, type ServedSite } from './static/site'

export const MAX_BODY_BYTES = 64 * 1024
export const CONTENT_API_PATH = '/api/admin/content/v1'

export interface AppOptions {
  clientDir: string
  /** The served site when it can change while running (the editor's publish); else clientDir, indexed once. */
  site?: ServedSite
  db: Db
  messages: MessageStore
  forwarder: Forwarder
  /** The staff's pages and API (server/admin), built by createAdmin. */
  admin: Admin
  trustProxy: boolean
  /** Analytics beacons accepted per address per minute (ANALYTICS_RATE_LIMIT). */
  analyticsRateLimit?: number
  /** Messages accepted per address in ten minutes (CONTACT_RATE_LIMIT). */
  contactRateLimit?: number
  /** Where visitors are (GET /api/geolocation); without it, every answer is unknown. */
  geolocation?: GeolocationLookup
  /** Geolocation requests accepted per public address per minute. */
  geolocationRateLimit?: number
  /** HSTS_INCLUDE_SUBDOMAINS: Strict-Transport-Security names every subdomain too. */
  hstsIncludeSubdomains?: boolean
}

export function createApp(options: AppOptions) {
  const { clientDir, db } = options
  const app = new Hono()
  const startedAt = Date.now()
  const site = options.site ?? servedSite(clientDir)
  app.use(
    '*',
    securityHeaders({ includeSubdomains: options.hstsIncludeSubdomains ?? false, site: site.inlineHashes }),
  )
  // No route takes more than a short form; the contact API sets its own, smaller limit.
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'Request too large' }, 413),
  })
  // The content editor's API sets its own limit: it receives pictures.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono's wildcard context
  app.use('*', (c, next) => (c.req.path === CONTENT_API_PATH ? next() : smallBodies(c, next)))

  // No trailing slashes: one URL per page, as the canonical links say.
  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    if (
      pathname.length > 1 &&
      pathname.endsWith('/') &&
      (c.req.method === 'GET' || c.req.method === 'HEAD')
    ) {
      return c.redirect(`${pathname.replace(/\/+$/, '') || '/'}${search}`, 301)
    }
    await next()
  })

  app.get('/api/health', (c) => {
    const ok = db.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined
    c.header('Cache-Control', 'no-store')
    return c.json({
      status: ok?.ok === 1 ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    })
  })

  app.route(
    '/api/contact',
    contact.routes({
      store: options.messages,
      forwarder: options.forwarder,
      trustProxy: options.trustProxy,
      ratePerTenMinutes: options.contactRateLimit,
      // The contact page a form without script comes back on, with its mistakes marked.
      page: (path) => {
        const entry = site.files().get(path)
        return entry?.type.startsWith('text/html')
          ? Buffer.from(readVariant(entry.plain)).toString('utf8')
          : null
      },
    }),
  )
  const analyticsData = analyticsStore(db)
  app.route(
    '/api/analytics',
    analytics.routes({
      store: analyticsData,
      trustProxy: options.trustProxy,
      ratePerMinute: options.analyticsRateLimit,
    }),
  )
  app.route(
    '/api/geolocation',
    geolocation.routes({
      locate: options.geolocation ?? geolocationLookup({ urlTemplate: null }),
      trustProxy: options.trustProxy,
      ratePerMinute: options.geolocationRateLimit,
    }),
  )
  app.route('/api/admin', options.admin.api)
  app.route('/admin', options.admin.pages)
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
  app.on(['GET', 'HEAD'], '*', staticSite(site.files))
  app.all('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' })
    await next()
  })
  app.notFound(notFoundPage(site.files))
  app.onError((error, c) => {
    console.error(error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}

import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Admin } from './admin'
import { analyticsRoutes } from './analytics'
import { analyticsStore } from './analytics-store'
import { contactRoutes } from './contact'
import type { Db } from './db'
import { geolocationRoutes } from './geolocation'
import { geolocationLookup, type GeolocationLookup } from './geolocation-lookup'
import type { Forwarder } from './mailer'
import type { MessageStore } from './messages'
import { securityHeaders } from './security-headers'
import { notFoundPage, staticSite } from './static'
import { indexClientDir } from './static-index'

export const MAX_BODY_BYTES = 64 * 1024

export interface AppOptions {
  clientDir: string
  db: Db
  messages: MessageStore
  forwarder: Forwarder
  /** The staff's pages and API (server/admin), built by createAdmin. */
  admin: Admin
  trustProxy: boolean
  /** Analytics beacons accepted per address per minute (ANALYTICS_RATE_LIMIT). */
  analyticsRateLimit?: number
  /** Where visitors are (GET /api/geolocation); without it, every answer is unknown. */
  geolocation?: GeolocationLookup
  /** Geolocation requests accepted per public address per minute. */
  geolocationRateLimit?: number
}

export function createApp(options: AppOptions) {
  const { clientDir, db } = options
  const app = new Hono()
  const startedAt = Date.now()
  app.use('*', securityHeaders())
  // No route takes more than a short form; the contact API sets its own, smaller limit.
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Request too large' }, 413) }),
  )

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
    contactRoutes({ store: options.messages, forwarder: options.forwarder, trustProxy: options.trustProxy }),
  )
  const analytics = analyticsStore(db)
  app.route(
    '/api/analytics',
    analyticsRoutes({
      store: analytics,
      trustProxy: options.trustProxy,
      ratePerMinute: options.analyticsRateLimit,
    }),
  )
  app.route(
    '/api/geolocation',
    geolocationRoutes({
      locate: options.geolocation ?? geolocationLookup({ urlTemplate: null }),
      trustProxy: options.trustProxy,
      ratePerMinute: options.geolocationRateLimit,
    }),
  )
  app.route('/api/admin', options.admin.api)
  app.route('/admin', options.admin.pages)
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
  const files = indexClientDir(clientDir)
  app.on(['GET', 'HEAD'], '*', staticSite(files))
  app.all('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' })
    await next()
  })
  app.notFound(notFoundPage(files))
  app.onError((error, c) => {
    console.error(error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}

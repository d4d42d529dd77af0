import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BEACON_MAX_BYTES } from '#shared/analytics/record'
import { AnalyticsBeaconSchema } from '#shared/analytics/schema'
import type { AnalyticsStore } from './analytics-store'
import { clientAddress } from './client-address'
import { asksNotToBeTracked } from './privacy-signals'
import { rateLimiter, tooManyRequests } from './rate-limit'

/** Beacons per address per minute: a visitor sends one each time a tab is hidden. */
export const ANALYTICS_RATE_LIMIT = 60

const ACCEPTED_TYPES = new Set(['application/json', 'text/plain'])

/**
 * POST /api/analytics: the browser's session record, sent as a beacon when the page is
 * hidden. Stored without the sender's address; repeated beacons update one row.
 */
export function analyticsRoutes({
  store,
  trustProxy,
  ratePerMinute = ANALYTICS_RATE_LIMIT,
}: {
  store: AnalyticsStore
  trustProxy: boolean
  ratePerMinute?: number
}) {
  const app = new Hono()
  const allow = rateLimiter({ limit: ratePerMinute, windowMs: 60_000 })

  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  app.post(
    '/',
    bodyLimit({ maxSize: BEACON_MAX_BYTES, onError: (c) => c.json({ error: 'Request too large' }, 413) }),
    async (c) => {
      if (asksNotToBeTracked(c)) return c.body(null, 204)

      const rate = allow(clientAddress(c, trustProxy))
      if (!rate.ok) return tooManyRequests(c, rate.retryAfterSeconds)

      // sendBeacon may label a JSON body text/plain; both are read as JSON.
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
      if (!ACCEPTED_TYPES.has(type)) return c.json({ error: 'Send JSON' }, 415)
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.json({ error: 'Malformed JSON' }, 400)
      }
      const result = AnalyticsBeaconSchema.safeParse(body)
      if (!result.success) return c.json({ error: 'Not a valid analytics record' }, 400)

      store.save(result.data)
      return c.body(null, 204)
    },
  )
  app.all('/', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }))
  return app
}

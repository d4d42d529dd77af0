import { Hono } from 'hono'
import { errorAnswer, limitBody, methodNotAllowed, noStore, readFields } from '../http'
import { BEACON_MAX_BYTES } from '#shared/analytics/record'
import { AnalyticsBeaconSchema } from '#shared/analytics/schema'
import type { AnalyticsStore } from './store'
import { clientAddress } from '../client-address'
import { asksNotToBeTracked } from '../privacy-signals'
import { rateLimiter, tooManyRequests } from '../rate-limit'

/** Beacons per address per minute: a visitor sends one each time a tab is hidden. */
export const ANALYTICS_RATE_LIMIT = 60

/**
 * POST /api/analytics: the browser's session record, sent as a beacon when the page is
 * hidden. Stored without the sender's address; repeated beacons update one row.
 */
export function routes({
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

  app.use('*', noStore())

  app.post('/', limitBody(BEACON_MAX_BYTES), async (c) => {
    if (asksNotToBeTracked(c)) return c.body(null, 204)

    const rate = allow(clientAddress(c, trustProxy))
    if (!rate.ok) return tooManyRequests(c, rate.retryAfterSeconds)

    // sendBeacon may label a JSON body text/plain; both are read as JSON.
    const parsed = await readFields(c, { json: ['text/plain'], form: false })
    if (parsed.kind === 'unsupported') return errorAnswer(c, 415, 'Send JSON')
    if (parsed.kind === 'malformed') return errorAnswer(c, 400, 'Malformed JSON')
    const result = AnalyticsBeaconSchema.safeParse(parsed.fields)
    if (!result.success) return errorAnswer(c, 400, 'Not a valid analytics record')

    store.save(result.data)
    return c.body(null, 204)
  })
  app.all('/', methodNotAllowed('POST'))
  return app
}

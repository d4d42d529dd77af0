import { Hono } from 'hono'
import { clientAddress } from '../client-address'
import { methodNotAllowed, noStore } from '../http'
import { UNKNOWN_LOCATION } from './answer'
import type { GeolocationLookup } from './lookup'
import { publicAddress } from './public-address'
import { asksNotToBeTracked } from '../privacy-signals'
import { rateLimiter, tooManyRequests } from '../rate-limit'

/** Lookups per address per minute: a visitor asks once per session, so this is generous. */
export const GEOLOCATION_RATE_LIMIT = 30

/**
 * GET /api/geolocation: the visitor's general area, from the visitor's address, for the visit
 * statistics (SPEC §7). The browser asks its own site, so no third party sees it from the
 * browser and the page's CSP connects to 'self' only. Every outcome but the rate limit is a
 * 200 with the six fields; unknown ones are null.
 */
export function routes({
  locate,
  trustProxy,
  ratePerMinute = GEOLOCATION_RATE_LIMIT,
}: {
  locate: GeolocationLookup
  trustProxy: boolean
  ratePerMinute?: number
}) {
  const app = new Hono()
  const allow = rateLimiter({ limit: ratePerMinute, windowMs: 60_000 })

  // Each answer is about one visitor: no shared cache may keep it, nor the browser reuse it.
  app.use('*', noStore('private, no-store'))

  app.get('/', async (c) => {
    if (asksNotToBeTracked(c)) return c.json(UNKNOWN_LOCATION)
    const address = clientAddress(c, trustProxy)
    // Addresses that are never looked up cost nothing: only the others count against the limit.
    if (publicAddress(address) === null) return c.json(UNKNOWN_LOCATION)
    const rate = allow(address)
    if (!rate.ok) return tooManyRequests(c, rate.retryAfterSeconds)
    return c.json(await locate(address))
  })
  app.all('/', methodNotAllowed('GET, HEAD'))
  return app
}

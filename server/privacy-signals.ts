import type { Context } from 'hono'

/**
 * Global Privacy Control or Do Not Track on a request. The pages load no statistics under
 * either (features/analytics/load.ts); a client that calls the endpoints anyway is treated the same.
 */
export function asksNotToBeTracked(c: Context): boolean {
  return c.req.header('sec-gpc') === '1' || c.req.header('dnt') === '1'
}

import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The visitor's address for rate limits: the socket's, or the proxy's report when trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

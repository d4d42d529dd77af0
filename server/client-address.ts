import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The visitor's address for rate limits and the location lookup: the socket's, or, behind a
 * trusted proxy, the entry that proxy appended to X-Forwarded-For. That is the right-most one:
 * everything left of it came from the visitor's own request and can say anything.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

import type { Context } from 'hono'

/**
 * A fixed-window counter per key (client address): enough for one server process. Old windows
 * are swept so the map cannot grow without bound.
 */
export function rateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = Date.now()

  function allow(key: string, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
    if (now - lastSweep > windowMs) {
      for (const [k, entry] of hits) if (entry.resetAt <= now) hits.delete(k)
      lastSweep = now
    }
    let entry = hits.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs }
      hits.set(key, entry)
    }
    entry.count++
    return { ok: entry.count <= limit, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) }
  }

  /** Seconds `key` stays over the limit (0 if it is not), without counting this call: to count only failures. */
  allow.blockedFor = (key: string, now = Date.now()): number => {
    const entry = hits.get(key)
    return entry !== undefined && entry.resetAt > now && entry.count >= limit
      ? Math.ceil((entry.resetAt - now) / 1000)
      : 0
  }
  return allow
}

/** The JSON endpoints' answer past the limit: 429, with when to try again. */
export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ error: 'Too many requests' }, 429)
}

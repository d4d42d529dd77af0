import type { MiddlewareHandler } from 'hono'
import { practice } from '#app/config/practice'
import { contentSecurityPolicy, type CspOptions } from './csp'

/** The origin of the geolocation service, if the practice turned it on and it is a valid URL. */
export function geolocationOrigin(url: string | null = practice.analytics.geolocationUrl): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

export const fixedSecurityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * One set of security headers on every response: pages, assets, API answers, redirects and
 * errors alike. Pages with inline code add their hashes to the policy (see csp.ts).
 */
export function securityHeaders(options: CspOptions = { connectOrigins: geolocationOrigin() }): MiddlewareHandler {
  const plain = contentSecurityPolicy(undefined, options)
  return async (c, next) => {
    await next()
    const hashes = c.get('inlineHashes')
    c.res.headers.set('Content-Security-Policy', hashes ? contentSecurityPolicy(hashes, options) : plain)
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.res.headers.set(name, value)
  }
}

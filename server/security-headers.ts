import type { MiddlewareHandler } from 'hono'
import { contentSecurityPolicy, editorContentSecurityPolicy } from './csp'

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
 * errors alike. The policy allows the site's own inline code (csp.ts); a handler whose page has
 * other inline code (the admin pages) sets its hashes instead.
 */
export function securityHeaders(): MiddlewareHandler {
  const site = contentSecurityPolicy()
  return async (c, next) => {
    await next()
    const hashes = c.get('inlineHashes')
    c.res.headers.set(
      'Content-Security-Policy',
      c.get('editorPolicy') ? editorContentSecurityPolicy() : hashes ? contentSecurityPolicy(hashes) : site,
    )
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.res.headers.set(name, value)
  }
}

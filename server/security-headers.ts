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
 * errors alike. Pages with inline code add their hashes to the policy (see csp.ts).
 */
export function securityHeaders(): MiddlewareHandler {
  const plain = contentSecurityPolicy(undefined)
  return async (c, next) => {
    await next()
    const hashes = c.get('inlineHashes')
    c.res.headers.set(
      'Content-Security-Policy',
      c.get('editorPolicy') ? editorContentSecurityPolicy() : hashes ? contentSecurityPolicy(hashes) : plain,
    )
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.res.headers.set(name, value)
  }
}

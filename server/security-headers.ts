import type { MiddlewareHandler } from 'hono'
import { contentSecurityPolicy, editorContentSecurityPolicy } from './csp'

/**
 * Browsers that saw this over HTTPS reach the site over HTTPS only, for two years. Every
 * subdomain too only when HSTS_INCLUDE_SUBDOMAINS asks for it: a practice's domain often has
 * subdomains it does not run over HTTPS (an old patient portal, a phone system's page), which
 * would stop opening.
 */
export const strictTransportSecurity = (includeSubdomains: boolean) =>
  `max-age=63072000${includeSubdomains ? '; includeSubDomains' : ''}`

export const fixedSecurityHeaders = {
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
export function securityHeaders({
  includeSubdomains = false,
}: { includeSubdomains?: boolean } = {}): MiddlewareHandler {
  const plain = contentSecurityPolicy(undefined)
  const hsts = strictTransportSecurity(includeSubdomains)
  return async (c, next) => {
    await next()
    const hashes = c.get('inlineHashes')
    c.res.headers.set(
      'Content-Security-Policy',
      c.get('editorPolicy') ? editorContentSecurityPolicy() : hashes ? contentSecurityPolicy(hashes) : plain,
    )
    c.res.headers.set('Strict-Transport-Security', hsts)
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.res.headers.set(name, value)
  }
}

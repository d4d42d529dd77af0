import type { MiddlewareHandler } from 'hono'
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  siteInlineHashes,
  type InlineHashes,
} from './csp'

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
 * errors alike. The policy allows the inline code of the site being served (`site`: its scripts,
 * and the stylesheet its build recorded); a handler whose page has other inline code (the admin
 * pages) sets its hashes instead.
 */
export function securityHeaders({
  includeSubdomains = false,
  site = () => siteInlineHashes,
}: { includeSubdomains?: boolean; site?: () => InlineHashes } = {}): MiddlewareHandler {
  const hsts = strictTransportSecurity(includeSubdomains)
  return async (c, next) => {
    await next()
    c.res.headers.set(
      'Content-Security-Policy',
      c.get('editorPolicy')
        ? editorContentSecurityPolicy()
        : contentSecurityPolicy(c.get('inlineHashes') ?? site()),
    )
    c.res.headers.set('Strict-Transport-Security', hsts)
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.res.headers.set(name, value)
  }
}

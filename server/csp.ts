import { createHash } from 'node:crypto'

/** Hashes of a page's inline scripts and styles, in CSP source form ('sha256-…'). */
export interface InlineHashes {
  script: string[]
  style: string[]
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the handler that sends a page with inline code, read by the security headers. */
    inlineHashes: InlineHashes | undefined
    /** Set by the content editor's page, the one page that gets the editor's policy. */
    editorPolicy: boolean | undefined
  }
}

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const inline = (tag: 'script' | 'style', html: string) =>
  [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => body ?? '')

/**
 * The prerendered pages carry inline scripts that differ per page (the theme script, React
 * Router's hydration context and route modules): each is allowed by its hash, not by
 * 'unsafe-inline', so an injected script cannot run.
 */
export function inlineHashes(html: string): InlineHashes {
  const unique = (bodies: string[]) => [...new Set(bodies.map(cspHash))]
  return { script: unique(inline('script', html)), style: unique(inline('style', html)) }
}

export function contentSecurityPolicy(hashes: InlineHashes | undefined): string {
  return [
    "default-src 'self'",
    // Pagefind, the site search, runs WebAssembly.
    ["script-src 'self' 'wasm-unsafe-eval'", ...(hashes?.script ?? [])].join(' '),
    ["style-src 'self'", ...(hashes?.style ?? [])].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    // The pages talk to their own server only; it asks the geolocation service itself.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The content editor's page (/admin/content) only: Decap CMS styles itself with injected
 * <style> elements (emotion), compiles its configuration checks with `new Function` (ajv), and
 * previews pictures from blob: URLs. Its scripts still come from this server alone, and no other
 * page gets any of this.
 */
export function editorContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

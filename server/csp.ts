import { createHash } from 'node:crypto'
import { siteInlineScripts } from '#shared/inline-code'

/** Hashes of inline scripts and styles, in CSP source form ('sha256-…'). */
export interface InlineHashes {
  script: string[]
  style: string[]
}

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * What every page may run inline: the pre-paint script and the speculation rules, hashed from the
 * code that writes them into the pages (shared/inline-code.ts), never read off the built HTML.
 * The pages' stylesheet is known after the build: its hash comes from the build's record, with the
 * site being served (server/static/site.ts).
 */
export const siteInlineHashes: InlineHashes = { script: siteInlineScripts.map(cspHash), style: [] }

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a handler whose page has other inline code than the site's (the admin pages, plain error pages). */
    inlineHashes: InlineHashes | undefined
    /** Set by the content editor's page, the one page that gets the editor's policy. */
    editorPolicy: boolean | undefined
  }
}

/**
 * The policy of a page: inline scripts and styles are allowed by their hashes, never by
 * 'unsafe-inline'. For a prerendered page, those of the site's own inline code and nothing else.
 */
export function contentSecurityPolicy(hashes: InlineHashes = siteInlineHashes): string {
  return [
    "default-src 'self'",
    // Pagefind, the site search, runs WebAssembly.
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes.script].join(' '),
    ["style-src 'self'", ...hashes.style].join(' '),
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
 * <style> elements (emotion), compiles its configuration checks with `new Function` (ajv: without
 * 'unsafe-eval' Decap 3 stops at "Error compiling schema" and shows nothing), and previews
 * pictures from blob: URLs. Its scripts still come from this server alone, and no other page gets
 * any of this. What Decap evaluates is its own code: its copy of gray-matter would run front
 * matter opened by `---js`, so collections declare YAML (config.ts) and the server never hands
 * the editor a file that does not open with `---` (api.ts, gate.ts).
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

import type { InlineHashes } from '#shared/inline-code'

export { cspHash, type InlineHashes } from '#shared/inline-code'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the handler that sends a page with inline code, read by the security headers. */
    inlineHashes: InlineHashes | undefined
    /** Set by the content editor's page, the one page that gets the editor's policy. */
    editorPolicy: boolean | undefined
  }
}

/**
 * The policy of a page: its inline scripts and styles are allowed by their hashes, never by
 * 'unsafe-inline', and the hashes are the ones the build recorded for the code it wrote
 * (shared/inline-code.ts), so a script that reached a page any other way cannot run.
 */
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

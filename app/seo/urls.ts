/**
 * Absolute URLs for canonical links, hreflang, the sitemap and JSON-LD, from one rule so the
 * three never disagree: the origin without a trailing slash, then the page's path ("/" for home).
 */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

export function originOf(url: string): string {
  return new URL(url).origin
}

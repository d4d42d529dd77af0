import type { Context, MiddlewareHandler } from 'hono'
import { isNotFoundPath, notFoundPathOf } from '#shared/not-found'
import { indexClientDir, pickEncoding, readVariant, type StaticEntry } from './files'

const REVALIDATE = 'no-cache'

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** The headers and body of one built file, in the best encoding the client accepts. */
function send(c: Context, entry: StaticEntry, status: 200 | 404) {
  const encoding = pickEncoding(entry, c.req.header('accept-encoding'))
  const variant = (encoding && entry.encoded[encoding]) || entry.plain
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag
  const headers: Record<string, string> = {
    'Content-Type': entry.type,
    'Cache-Control': entry.cacheControl,
  }
  // A 404 answers for many paths: no validator, so no 304 stands in for it.
  if (status === 200) headers.ETag = etag
  if (entry.encoded.br || entry.encoded.gzip) headers.Vary = 'Accept-Encoding'
  if (encoding) headers['Content-Encoding'] = encoding
  if (
    status === 200 &&
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304, headers)
  headers['Content-Length'] = String(variant.size)
  if (c.req.method === 'HEAD') return c.body(null, status, headers)
  return c.body(readVariant(variant), status, headers)
}

type SiteFiles = Map<string, StaticEntry>

/** A folder (indexed once), an index, or a getter of the current index (servedSite, site.ts). */
type Site = string | SiteFiles | (() => SiteFiles)

const filesOf = (site: Site): (() => SiteFiles) => {
  if (typeof site === 'function') return site
  const index = typeof site === 'string' ? indexClientDir(site) : site
  return () => index
}

/**
 * Serves the prerendered site from an index built at start: hashed assets cached for a year,
 * HTML and data revalidated by ETag, precompressed .br/.gz variants when the client accepts them.
 */
export function staticSite(site: Site): MiddlewareHandler {
  const current = filesOf(site)
  return async (c, next) => {
    const pathname = decodePath(c.req.path)
    const entry = pathname === null ? undefined : current().get(pathname)
    if (pathname === null || !entry) return next()
    // The not-found documents are pages only as answers to unknown paths, never found themselves.
    return send(c, entry, isNotFoundPath(pathname) && entry.type.startsWith('text/html') ? 404 : 200)
  }
}

const MISSING_BUILD = '<!doctype html><title>Not found</title><h1>Not found</h1>'

/** The prerendered not-found page of the path's language, sent with status 404 (shared/not-found.ts). */
export function notFoundPage(site: Site) {
  const current = filesOf(site)
  return (c: Context) => {
    const entry = current().get(notFoundPathOf(decodePath(c.req.path) ?? '/'))
    if (!entry?.type.startsWith('text/html')) {
      c.header('Cache-Control', REVALIDATE)
      return c.html(MISSING_BUILD, 404)
    }
    return send(c, entry, 404)
  }
}

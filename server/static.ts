import fs from 'node:fs'
import path from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { inlineHashes } from './csp'
import { indexClientDir, pickEncoding, readVariant } from './static-index'

const REVALIDATE = 'no-cache'

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/**
 * Serves the prerendered site from an index built at start: hashed assets cached for a year,
 * HTML and data revalidated by ETag, precompressed .br/.gz variants when the client accepts them.
 */
export function staticSite(clientDir: string): MiddlewareHandler {
  const index = indexClientDir(clientDir)
  return async (c, next) => {
    const pathname = decodePath(c.req.path)
    const entry = pathname === null ? undefined : index.get(pathname)
    if (!entry) return next()
    if (entry.hashes) c.set('inlineHashes', entry.hashes)
    const encoding = pickEncoding(entry, c.req.header('accept-encoding'))
    const variant = (encoding && entry.encoded[encoding]) || entry.plain
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': entry.cacheControl,
      ETag: etag,
    }
    if (entry.encoded.br || entry.encoded.gzip) headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers)
    headers['Content-Length'] = String(variant.size)
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(readVariant(variant), 200, headers)
  }
}

/** The prerendered not-found page in the language of the path, sent with status 404. */
export function notFoundPage(clientDir: string) {
  const pages = {
    en: path.join(clientDir, '404', 'index.html'),
    es: path.join(clientDir, 'es', '404', 'index.html'),
  }
  const cache = new Map<string, { html: string; hashes: ReturnType<typeof inlineHashes> }>()
  const read = (file: string) => {
    let page = cache.get(file)
    if (page === undefined) {
      const html = fs.existsSync(file)
        ? fs.readFileSync(file, 'utf8')
        : '<!doctype html><title>Not found</title><h1>Not found</h1>'
      page = { html, hashes: inlineHashes(html) }
      cache.set(file, page)
    }
    return page
  }
  return (c: Context) => {
    const spanish = c.req.path === '/es' || c.req.path.startsWith('/es/')
    const { html, hashes } = read(spanish ? pages.es : pages.en)
    c.set('inlineHashes', hashes)
    c.header('Cache-Control', REVALIDATE)
    return c.html(html, 404)
  }
}

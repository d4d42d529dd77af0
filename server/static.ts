import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'

const ONE_YEAR = 'public, max-age=31536000, immutable'
// Pages must be revalidated so a new build shows at once; ETag/Last-Modified keep that cheap.
const REVALIDATE = 'no-cache'

/**
 * Files whose names change with their content: Vite's hashed assets, and the search index's
 * chunks and metadata (pagefind/fragment/*, pagefind/index/*, pagefind.<lang>_<hash>.pf_meta).
 * Pagefind's script, worker and wasm keep fixed names, so they are revalidated like pages.
 */
export function isImmutable(filePath: string): boolean {
  const file = filePath.split(path.sep).join('/')
  return file.includes('/assets/') || /\/pagefind\/(fragment|index)\/|\/pagefind\/pagefind\.[\w-]+_[0-9a-f]+\.pf_meta$/.test(file)
}

/**
 * Serves the prerendered site: hashed assets cached for a year, HTML and data revalidated,
 * precompressed .br/.gz variants when the client accepts them.
 */
export function staticSite(clientDir: string): MiddlewareHandler {
  return serveStatic({
    root: path.relative(process.cwd(), clientDir) || '.',
    precompressed: true,
    onFound: (filePath, c) => {
      c.header('Cache-Control', isImmutable(filePath) ? ONE_YEAR : REVALIDATE)
      if (/\.data(\.br|\.gz)?$/.test(filePath)) c.header('Content-Type', 'text/x-script')
    },
  })
}

/** The prerendered not-found page in the language of the path, sent with status 404. */
export function notFoundPage(clientDir: string) {
  const pages = {
    en: path.join(clientDir, '404', 'index.html'),
    es: path.join(clientDir, 'es', '404', 'index.html'),
  }
  const cache = new Map<string, string>()
  const read = (file: string) => {
    let html = cache.get(file)
    if (html === undefined) {
      html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '<!doctype html><title>Not found</title><h1>Not found</h1>'
      cache.set(file, html)
    }
    return html
  }
  return (c: Context) => {
    const spanish = c.req.path === '/es' || c.req.path.startsWith('/es/')
    c.header('Cache-Control', REVALIDATE)
    return c.html(read(spanish ? pages.es : pages.en), 404)
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { readInlineCode, type InlineHashes } from '#shared/inline-code'
import { hashedSearchFile } from '#shared/search-bundle'

export type Encoding = 'br' | 'gzip'

interface Variant {
  file: string
  size: number
  /** Read on first use, then kept: the build does not change while the server runs. */
  bytes?: Uint8Array<ArrayBuffer>
}

export interface StaticEntry {
  type: string
  cacheControl: string
  etag: string
  plain: Variant
  encoded: Partial<Record<Encoding, Variant>>
  /** For pages: the hashes of the inline scripts and styles the build wrote into them, for the CSP header. */
  hashes?: InlineHashes
}

const ONE_YEAR = 'public, max-age=31536000, immutable'
// Pages must be revalidated so a new build shows at once; the ETag keeps that cheap.
const REVALIDATE = 'no-cache'
/** Past this many bytes in memory, further files are read from disk on each request. */
const MEMORY_BUDGET = 96 * 1024 * 1024

/**
 * Files whose names change with their content: Vite's hashed assets, and the search index's
 * chunks and metadata (shared/search-bundle.ts). Pagefind's script, worker and wasm keep fixed
 * names, so they are revalidated like pages.
 */
export function isImmutable(filePath: string): boolean {
  const file = filePath.split(path.sep).join('/')
  return file.includes('/assets/') || hashedSearchFile.test(file)
}

function contentType(file: string): string {
  // React Router's prerendered route data is a script-like stream, not JSON.
  if (file.endsWith('.data')) return 'text/x-script'
  // The news feeds (scripts/seo/build-seo.ts): feed readers and browsers know them by this type.
  if (file.endsWith('/rss.xml')) return 'application/rss+xml; charset=utf-8'
  return getMimeType(file) ?? 'application/octet-stream'
}

/**
 * Every file of the client build, keyed by the URL path that serves it, listed once at start.
 * A request is a map lookup: no stat, no path joining, and nothing outside the build can be
 * reached, whatever the path says, because only listed files are ever served.
 */
export function indexClientDir(clientDir: string): Map<string, StaticEntry> {
  const index = new Map<string, StaticEntry>()
  if (!fs.existsSync(clientDir)) return index
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    // Dot folders hold build records (.vite/manifest.json), never public files.
    .filter(
      (entry) =>
        !path
          .relative(clientDir, entry.parentPath)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
  const names = new Set(files.map((entry) => path.join(entry.parentPath, entry.name)))
  // What the build recorded, never what the HTML holds now: a page it did not record allows nothing.
  const inlineCode = readInlineCode(clientDir)
  const none: InlineHashes = { script: [], style: [] }
  for (const entry of files) {
    if (/\.(br|gz)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const stat = fs.statSync(file)
    const variant = (suffix: string): Variant | undefined =>
      names.has(file + suffix) ? { file: file + suffix, size: fs.statSync(file + suffix).size } : undefined
    const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`
    const item: StaticEntry = {
      type: contentType(file),
      cacheControl: isImmutable(url) ? ONE_YEAR : REVALIDATE,
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      plain: { file, size: stat.size },
      encoded: { br: variant('.br'), gzip: variant('.gz') },
      hashes: entry.name.endsWith('.html')
        ? (inlineCode[path.relative(clientDir, file).split(path.sep).join('/')] ?? none)
        : undefined,
    }
    // Pages are folders with an index.html, served at one URL only: /conditions/glaucoma, and /.
    index.set(entry.name === 'index.html' ? url.slice(0, -'/index.html'.length) || '/' : url, item)
  }
  return index
}

let inMemory = 0

export function readVariant(variant: Variant): Uint8Array<ArrayBuffer> {
  if (variant.bytes) return variant.bytes
  const buffer = fs.readFileSync(variant.file)
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  if (inMemory + bytes.length <= MEMORY_BUDGET) {
    variant.bytes = bytes
    inMemory += bytes.length
  }
  return bytes
}

/** The best encoding the client accepts that the build has, from its Accept-Encoding header. */
export function pickEncoding(entry: StaticEntry, acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  )
  if (entry.encoded.br && accepted.has('br')) return 'br'
  if (entry.encoded.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip'
  return null
}

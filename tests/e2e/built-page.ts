import fs from 'node:fs'
import path from 'node:path'

/** Reads what crawlers get: the prerendered HTML of a path, straight from the client build. */

export const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')

export function builtHtml(pagePath: string): string {
  return fs.readFileSync(path.join(clientDir, pagePath, 'index.html'), 'utf8')
}

/** The prerendered `<figure>` of a picture in a page's HTML, by its key (a diagram's, or `map`). */
export function figureIn(html: string, key: string): string | undefined {
  const start = html.indexOf(`data-figure="${key}"`)
  if (start < 0) return undefined
  return html.slice(html.lastIndexOf('<figure', start), html.indexOf('</figure>', start) + 9)
}

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" }

export function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match)
}

/** The head's tags of one kind as attribute maps: `tags(html, 'meta')`, `tags(html, 'link')`. */
export function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        decode(value!),
      ]),
    ),
  )
}

export interface Head {
  title: string
  description?: string
  canonical?: string
  robots?: string
  /** hreflang → absolute URL. */
  alternates: Record<string, string>
  /** og:* and twitter:* values by property or name. */
  social: Record<string, string>
  jsonLd: unknown[]
}

export function readHead(html: string): Head {
  const meta = tags(html, 'meta')
  const links = tags(html, 'link')
  const metaValue = (key: string) => meta.find((tag) => tag.name === key || tag.property === key)?.content
  const social = Object.fromEntries(
    meta
      .filter((tag) => /^(og|twitter):/.test(tag.property ?? tag.name ?? ''))
      .map((tag) => [tag.property ?? tag.name!, tag.content ?? '']),
  )
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  )
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: metaValue('description'),
    canonical: links.find((tag) => tag.rel === 'canonical')?.href,
    robots: metaValue('robots'),
    alternates: Object.fromEntries(
      links.filter((tag) => tag.rel === 'alternate' && tag.hreflang).map((tag) => [tag.hreflang!, tag.href!]),
    ),
    social,
    jsonLd,
  }
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'
import { siteStyle } from '#shared/build-manifest'
import { styleElementText } from '#shared/inline-code'
import { builtHtml, clientDir } from '../e2e/built-page'
import { sitePages } from '../e2e/site'
import { servedBuild } from './served'

/**
 * The site's stylesheet is inside every page (app/root.tsx), so the first paint waits for no
 * request: read from the build, each page's <style> must be allowed by the policy the server
 * sends with it (the hash the build recorded, scripts/site-style.ts), stay within the 14 KB of
 * critical CSS a first round trip carries, and the head links no stylesheet that blocks rendering.
 */

type Node = DefaultTreeAdapterMap['childNode']
type Element = DefaultTreeAdapterMap['element']

function elements(node: { childNodes?: Node[] }, name: string, found: Element[] = []): Element[] {
  for (const child of node.childNodes ?? []) {
    if ('tagName' in child) {
      if (child.tagName === name) found.push(child)
      elements(child, name, found)
    }
  }
  return found
}

const text = (element: Element) =>
  element.childNodes
    .map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : ''))
    .join('')

const sha = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`
const styleSources = (csp: string) =>
  csp
    .split(/;\s*/)
    .find((part) => part.startsWith('style-src '))
    ?.split(' ')
    .slice(1) ?? []

const CRITICAL_CSS_BUDGET = 14 * 1024
const get = servedBuild()
const paths = [...sitePages().map(({ path: pagePath }) => pagePath), '/404', '/es/404']

/** What is wrong with a page's inline style under the policy it is sent with; nothing when all is well. */
function styleProblems(html: string, csp: string): string[] {
  const document = parse(html)
  const allowed = styleSources(csp)
  const styles = elements(document, 'style')
  const blocking = elements(document, 'link').filter((link) =>
    link.attrs.some(({ name, value }) => name === 'rel' && value.split(/\s+/).includes('stylesheet')),
  )
  return [
    ...(allowed.includes("'unsafe-inline'") ? ["style-src has 'unsafe-inline'"] : []),
    ...(styles.length === 1 ? [] : [`${styles.length} <style> elements`]),
    ...styles.flatMap((style) =>
      allowed.includes(sha(text(style))) ? [] : [`<style> not allowed by ${allowed.join(' ')}`],
    ),
    ...(blocking.length ? [`${blocking.length} stylesheet link(s)`] : []),
  ]
}

describe('the stylesheet inside every page', () => {
  it('is allowed by each page’s Content-Security-Policy, by hash only, and no stylesheet link blocks rendering', async () => {
    expect(paths.length).toBeGreaterThanOrEqual(400)
    const problems: string[] = []
    for (const pagePath of paths) {
      const response = await get(pagePath)
      const csp = response.headers.get('content-security-policy') ?? ''
      problems.push(...styleProblems(await response.text(), csp).map((problem) => `${pagePath}: ${problem}`))
    }
    expect(problems).toEqual([])
  })

  it('fails a page whose style the build did not record, a linked stylesheet, or unsafe-inline', async () => {
    const html = builtHtml('/')
    const csp = (await get('/')).headers.get('content-security-policy') ?? ''
    expect(styleProblems(html, csp)).toEqual([])
    expect(styleProblems(html.replace('</style>', 'body{display:none}</style>'), csp)).toHaveLength(1)
    expect(
      styleProblems(html.replace('</head>', '<link rel="stylesheet" href="/x.css"></head>'), csp),
    ).toHaveLength(1)
    expect(
      styleProblems(html, csp.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")),
    ).toHaveLength(1)
    expect(styleProblems(html, csp.replace(/style-src [^;]*/, "style-src 'self'"))).toHaveLength(1)
  })

  it(`is at most ${CRITICAL_CSS_BUDGET / 1024} KB brotli`, () => {
    const css = text(elements(parse(builtHtml('/')), 'style')[0]!)
    expect(zlib.brotliCompressSync(css).length).toBeLessThanOrEqual(CRITICAL_CSS_BUDGET)
  })

  it('is also a file for the admin pages, the same CSS', () => {
    const record = siteStyle(clientDir)!
    const file = fs.readFileSync(path.join(clientDir, record.stylesheet), 'utf8')
    expect(styleElementText(file)).toBe(text(elements(parse(builtHtml('/')), 'style')[0]!))
  })
})

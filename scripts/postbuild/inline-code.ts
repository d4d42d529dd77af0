// The inline code of a finished page, each piece recognised as one the build writes, and its
// hashes for the page's Content-Security-Policy (shared/inline-code.ts): the site's own head
// scripts (the theme, the announcement band), React Router's data and bootstrap scripts in the
// shapes it writes them (their data checked to be JSON and nothing else), the bootstrap this
// step rewrote, the stylesheet it inlined. JSON-LD is data, not code: checked, never allowed.
// A script or stylesheet of any other shape (one smuggled in with the content, a new React
// Router) stops the build, naming the page.
import { cspHash, type InlineHashes } from '#shared/inline-code'

export class InlineCodeError extends Error {
  override name = 'InlineCodeError'
}

/** What the site's own code puts inline into pages, exactly. */
export interface KnownCode {
  scripts: ReadonlySet<string>
  styles: ReadonlySet<string>
}

const CONTEXT_START = 'window.__reactRouterContext = '
const CONTEXT_END =
  ';window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'
const ENQUEUE_START = 'window.__reactRouterContext.streamController.enqueue('
const ENQUEUE_END = ');'
const CLOSE = 'window.__reactRouterContext.streamController.close();'

const parses = (json: string, kind: 'object' | 'string') => {
  try {
    const value: unknown = JSON.parse(json)
    return kind === 'string' ? typeof value === 'string' : typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

const between = (text: string, start: string, end: string) =>
  text.startsWith(start) && text.endsWith(end) ? text.slice(start.length, text.length - end.length) : null

/** React Router's hydration scripts: fixed code around one JSON value, so they carry data only. */
function isRouterData(body: string): boolean {
  if (body === CLOSE) return true
  const context = between(body, CONTEXT_START, CONTEXT_END)
  if (context !== null) return parses(context, 'object')
  const chunk = between(body, ENQUEUE_START, ENQUEUE_END)
  return chunk !== null && parses(chunk, 'string')
}

const TAGS = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi

/**
 * The hashes of `html`'s inline code, every piece of it recognised (`isBootstrap` knows the
 * module script this build step writes); an InlineCodeError for anything else.
 */
export function inlineCodeOf(
  html: string,
  known: KnownCode,
  isBootstrap: (script: string) => boolean,
): InlineHashes {
  const script = new Set<string>()
  const style = new Set<string>()
  let tags = 0
  for (const [, tag = '', attributes = '', body = ''] of html.matchAll(TAGS)) {
    tags++
    const unknown = () =>
      new InlineCodeError(
        `an inline <${tag}${attributes}> the build did not write: ${JSON.stringify(body.slice(0, 80))}`,
      )
    if (tag.toLowerCase() === 'style') {
      if (attributes || !known.styles.has(body)) throw unknown()
      style.add(cspHash(body))
    } else if (attributes === ' type="application/ld+json"') {
      if (!parses(body, 'object')) throw unknown()
    } else if (attributes === ' type="module" async=""') {
      if (!isBootstrap(body)) throw unknown()
      script.add(cspHash(body))
    } else if (attributes === '' && (known.scripts.has(body) || isRouterData(body))) {
      script.add(cspHash(body))
    } else throw unknown()
  }
  // An element the pattern above did not read whole (unclosed, or its end tag spelt oddly).
  if ((html.match(/<(script|style)[\s>/]/gi) ?? []).length !== tags)
    throw new InlineCodeError('a <script> or <style> element the build cannot read whole')
  return { script: [...script], style: [...style] }
}

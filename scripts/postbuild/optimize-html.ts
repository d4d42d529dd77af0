// Rewrites the prerendered pages so a slow phone shows the page before it fetches its code:
// - the site's stylesheet goes inside each page, so the first paint waits for no other request.
//   The <link> stays for React to find the element it rendered, disabled and for no media:
//   Chromium's preload scanner fetches a disabled stylesheet but skips one whose media does not
//   match, so the rules are neither fetched nor parsed a second time. The CSP allows each page's
//   <style> by hash (server/csp.ts).
// - the code (React Router's module preloads and its bootstrap module) is requested only once
//   the page's content has been painted: on a slow network the page's own bytes no
//   longer share the bandwidth with 130 KB of script, and the content, complete without script,
//   shows at once. Hydration then follows as before; every link and form works without script
//   meanwhile.
// - every inline script and stylesheet of the finished page is recognised as one the build
//   writes (inline-code.ts), and their hashes are recorded for the pages' Content-Security-Policy
//   (.vite/inline-code.json, shared/inline-code.ts).
// A page of a shape this does not know stops the build: a new React Router that writes its
// bootstrap differently must be looked at, not shipped slower without anyone noticing, and a
// script in a page that the build did not write is never allowed to run.
// Idempotent: a page already rewritten is left as it is.
import fs from 'node:fs'
import path from 'node:path'
import { inlineCodePath, type InlineCode } from '#shared/inline-code'
import { inlineCodeOf, InlineCodeError } from './inline-code'

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOTSTRAP = /<script type="module" async="">(import "[^"]+";[\s\S]*?)<\/script>/
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n?/gm

export class PageShapeError extends Error {
  override name = 'PageShapeError'
}

function inlineStylesheet(html: string, href: string, css: string): string {
  const link = `<link rel="stylesheet" href="${href}"/>`
  const disabled = `<link rel="stylesheet" href="${href}" disabled="" media="not all"/>`
  if (html.includes(disabled)) return html
  if (!html.includes(link)) throw new PageShapeError(`the page does not link the site's stylesheet ${href}`)
  return html.replace(link, () => `<style>${css}</style>${disabled}`)
}

/**
 * Resolves once the page's content is on screen: the browser has reported the first contentful
 * paint, the document has loaded, and two more frames have been drawn (the largest text, often
 * painted after the first, is shown by then); or after five seconds where paint timing is
 * missing or the tab stays hidden.
 */
const AFTER_PAINT = `await new Promise((done) => {
  setTimeout(done, 5000);
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  Promise.all([painted, loaded]).then(frame).then(frame).then(() => setTimeout(done, 0));
});`

const ASSET = String.raw`"\/assets\/[\w.-]+\.js"`
/** What follows AFTER_PAINT in a bootstrap deferBootstrap wrote: asset paths and route ids, nothing else. */
const DEFERRED = new RegExp(
  String.raw`^\nfor \(const href of \[(?:${ASSET},?)*\]\) document\.head\.append\(Object\.assign\(document\.createElement\("link"\), \{ rel: "modulepreload", href \}\)\);` +
    String.raw`\nawait import\(${ASSET}\);` +
    String.raw`\nconst \[route\d+(?:, route\d+)*\] = await Promise\.all\(\[import\(${ASSET}\)(?:, import\(${ASSET}\))*\]\);` +
    String.raw`\nwindow\.__reactRouterRouteModules = \{"[\w:/.-]+":route\d+(?:,"[\w:/.-]+":route\d+)*\};\s*import\(${ASSET}\);$`,
)

/** Whether `script` is a bootstrap as deferBootstrap writes it. */
export const isDeferredBootstrap = (script: string) =>
  script.startsWith(AFTER_PAINT) && DEFERRED.test(script.slice(AFTER_PAINT.length))

/** React Router's bootstrap with its static imports made dynamic, run after the first paint. */
export function deferBootstrap(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1])
  if (preloads.length === 0) return html // already deferred
  const bootstrap = BOOTSTRAP.exec(html)
  if (!bootstrap?.[1]) throw new PageShapeError("React Router's bootstrap script is not where it was")
  const [first, ...routes] = [...bootstrap[1].matchAll(STATIC_IMPORT)]
  if (!first || first[1] || routes.some((route) => !route[1]))
    throw new PageShapeError(
      "React Router's bootstrap no longer starts with its manifest followed by the route modules",
    )
  const rest = bootstrap[1].replace(STATIC_IMPORT, '').trim()
  const script = [
    AFTER_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `await import(${first[2]});`,
    `const [${routes.map((route) => route[1]).join(', ')}] = await Promise.all([${routes.map((route) => `import(${route[2]})`).join(', ')}]);`,
    rest,
  ].join('\n')
  return html
    .replace(PRELOAD, '')
    .replace(bootstrap[0], () => `<script type="module" async="">${script}</script>`)
}

/**
 * Rewrites every page of the build with its stylesheet `href`, and records each page's inline
 * code (`appScripts`: the scripts the site's own code writes inline, the theme's and the
 * announcement's); returns how many pages it wrote.
 */
export function optimizeHtml(clientDir: string, stylesheet: string, appScripts: readonly string[]): number {
  const css = fs.readFileSync(path.join(clientDir, stylesheet), 'utf8').replaceAll('</style', '<\\/style')
  const known = { scripts: new Set(appScripts), styles: new Set([css]) }
  const inlineCode: InlineCode = {}
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const page = path.relative(clientDir, file).split(path.sep).join('/')
    try {
      const html = deferBootstrap(inlineStylesheet(fs.readFileSync(file, 'utf8'), stylesheet, css))
      inlineCode[page] = inlineCodeOf(html, known, isDeferredBootstrap)
      fs.writeFileSync(file, html)
    } catch (error) {
      if (error instanceof PageShapeError || error instanceof InlineCodeError)
        throw new PageShapeError(`${page}: ${error.message}`)
      throw error
    }
  }
  fs.mkdirSync(path.dirname(inlineCodePath(clientDir)), { recursive: true })
  fs.writeFileSync(inlineCodePath(clientDir), `${JSON.stringify(inlineCode, null, 1)}\n`)
  return Object.keys(inlineCode).length
}

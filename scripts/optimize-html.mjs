// Rewrites the prerendered pages so a slow phone shows the page before it fetches its code:
// - the site's stylesheet goes inside each page, so the first paint waits for no other request.
//   The <link> stays, disabled: React finds the element it rendered, and the browser neither
//   fetches nor parses the rules a second time. The CSP allows each page's <style> by hash
//   (server/csp.ts).
// - the code (React Router's module preloads and its bootstrap module) is requested only after
//   the first paint: on a slow network the page's own bytes no longer share the bandwidth with
//   150 KB of script, and the content, complete without script, shows at once. Hydration then
//   follows as before; every link and form works without script meanwhile.
// Idempotent: a page already rewritten is left as it is.
import fs from 'node:fs'
import path from 'node:path'

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOTSTRAP = /<script type="module" async="">(import "[^"]+";[\s\S]*?)<\/script>/
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n?/gm

function inlineStylesheet(html, clientDir, styles) {
  const link = html.match(STYLESHEET)
  if (!link) return html
  const href = link[1]
  if (!styles.has(href))
    styles.set(href, fs.readFileSync(path.join(clientDir, href), 'utf8').replaceAll('</style', '<\\/style'))
  return html.replace(
    link[0],
    () => `<style>${styles.get(href)}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
  )
}

/** React Router's bootstrap with its static imports made dynamic, run after the first paint. */
export function deferBootstrap(html) {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1])
  const bootstrap = html.match(BOOTSTRAP)
  if (!bootstrap || preloads.length === 0) return html
  const imports = [...bootstrap[1].matchAll(STATIC_IMPORT)]
  const [first, ...routes] = imports
  if (!first || first[1]) return html // not the expected shape: leave the page as React Router wrote it
  const rest = bootstrap[1].replace(STATIC_IMPORT, '').trim()
  const script = [
    'await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `await import(${first[2]});`,
    `const [${routes.map((r) => r[1]).join(', ')}] = await Promise.all([${routes.map((r) => `import(${r[2]})`).join(', ')}]);`,
    rest,
  ].join('\n')
  return html
    .replace(PRELOAD, '')
    .replace(bootstrap[0], () => `<script type="module" async="">${script}</script>`)
}

/** Rewrites every page of the build; returns how many pages it saw and how many it deferred. */
export function optimizeHtml(clientDir) {
  const styles = new Map()
  let pages = 0
  let deferred = 0
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const html = inlineStylesheet(fs.readFileSync(file, 'utf8'), clientDir, styles)
    const rewritten = deferBootstrap(html)
    if (rewritten !== html || !html.includes('<link rel="modulepreload"')) deferred++
    fs.writeFileSync(file, rewritten)
    pages++
  }
  return { pages, deferred }
}

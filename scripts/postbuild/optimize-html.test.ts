import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cspHash, readInlineCode } from '#shared/inline-code'
import { deferBootstrap, optimizeHtml, PageShapeError } from './optimize-html'

// The shape React Router 7 writes into every prerendered page.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><script>theme()</script><link rel="stylesheet" href="/assets/root-4.css"/></head><body><main>Text</main><script type="application/ld+json">{"@context":"https://schema.org"}</script><script>window.__reactRouterContext = {"basename":"/","note":"\\u003c/script\\u003e"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/content-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page:/":route1};

import("/assets/entry.client-2.js");</script><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`

/** The inline scripts of the site's own code (the theme's, in this page). */
const APP_SCRIPTS = ['theme()']

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'optimize-html-'))
fs.mkdirSync(path.join(dir, 'assets'))
fs.mkdirSync(path.join(dir, 'about'))
fs.writeFileSync(path.join(dir, 'assets', 'root-4.css'), 'body{color:red}')
fs.writeFileSync(path.join(dir, 'about', 'index.html'), page)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('optimizeHtml', () => {
  it('inlines the stylesheet, keeps a non-blocking link, and starts the code after the first paint', () => {
    expect(optimizeHtml(dir, '/assets/root-4.css', APP_SCRIPTS)).toBe(1)
    const html = fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')
    expect(html).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/root-4.css" disabled="" media="not all"/>',
    )
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!
    expect(script).not.toMatch(/^import /m)
    // The code is requested after the first paint, the load event and two frames.
    for (const waitsFor of ['"first-contentful-paint"', 'addEventListener("load"', 'requestAnimationFrame']) {
      expect(script.indexOf(waitsFor)).toBeGreaterThan(-1)
      expect(script.indexOf(waitsFor)).toBeLessThan(script.indexOf('import('))
    }
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]')
    expect(script).toContain('await import("/assets/manifest-1.js");')
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/content-5.js")]);',
    )
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"page:/":route1};')
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true)
    // The rewritten bootstrap is valid module code.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- parsing is the point of this check
    expect(() => new Function(`return async () => {${script}}`)).not.toThrow()
  })

  it('records the hashes of the inline code it recognised, and only those, for the policy', () => {
    const html = fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script(?: type="module" async="")?>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body!,
    )
    expect(scripts).toHaveLength(5)
    expect(readInlineCode(dir)).toEqual({
      'about/index.html': { script: scripts.map(cspHash), style: [cspHash('body{color:red}')] },
    })
  })

  it('stops the build on an inline script it did not write, naming the page', () => {
    const smuggled = [
      '<script>alert(1)</script>',
      '<script >theme()</script>',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<script type="text/javascript">theme()</script>',
      '<script type="module" async="">alert(1)</script>',
      '<script type="application/ld+json">alert(1)</script>',
      '<script>window.__reactRouterContext = {};alert(1);({});window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
      '<script>window.__reactRouterContext.streamController.enqueue(alert(1));</script>',
      '<script>alert(1)',
      '<style>body{display:none}</style>',
    ]
    const before = readInlineCode(dir)
    try {
      for (const script of smuggled) {
        fs.mkdirSync(path.join(dir, 'smuggled'), { recursive: true })
        fs.writeFileSync(
          path.join(dir, 'smuggled', 'index.html'),
          page.replace('<main>Text</main>', `<main>${script}</main>`),
        )
        expect(() => optimizeHtml(dir, '/assets/root-4.css', APP_SCRIPTS), script).toThrow(
          /^smuggled\/index\.html: (an inline <(script|style)|a <script> or <style> element)/i,
        )
      }
    } finally {
      fs.rmSync(path.join(dir, 'smuggled'), { recursive: true })
    }
    // A stopped build records nothing.
    expect(readInlineCode(dir)).toEqual(before)
  })

  it('leaves a page alone when run again', () => {
    const once = fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')
    optimizeHtml(dir, '/assets/root-4.css', APP_SCRIPTS)
    expect(fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')).toBe(once)
  })

  it('stops the build on a bootstrap of a shape it does not know, naming the page', () => {
    const odd =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" async="">import * as x from "/a.js";</script></body></html>'
    expect(() => deferBootstrap(odd)).toThrow(PageShapeError)
    expect(() => deferBootstrap(odd.replace('<script type="module"', '<script'))).toThrow(/not where it was/)
    fs.mkdirSync(path.join(dir, 'odd'))
    fs.writeFileSync(
      path.join(dir, 'odd', 'index.html'),
      odd.replace('</head>', '<link rel="stylesheet" href="/assets/root-4.css"/></head>'),
    )
    expect(() => optimizeHtml(dir, '/assets/root-4.css', APP_SCRIPTS)).toThrow(
      /^odd\/index\.html: React Router's bootstrap/,
    )
  })

  it("stops the build on a page without the site's stylesheet", () => {
    fs.writeFileSync(path.join(dir, 'odd', 'index.html'), '<html><head></head><body></body></html>')
    expect(() => optimizeHtml(dir, '/assets/root-4.css', APP_SCRIPTS)).toThrow(
      /odd\/index\.html: .*stylesheet/,
    )
  })
})

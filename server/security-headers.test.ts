import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandStartScript, prePaintScript, searchQueryScript, speculationRules } from '#shared/inline-code'
import { SESSION_COOKIE } from './admin/auth/sessions'
import { securityHeaders } from './security-headers'
import { TEST_PASSWORD, testServer } from './test-server'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
// A script that reached a built page some other way than the build (a page edited on disk).
const smuggledScript = "fetch('/api/admin/users', { method: 'POST' })"
// The site's stylesheet as the build inlines it in every page, and its record of it (scripts/site-style.ts).
const siteCss = 'body{color:#10243a}'
const siteStyleRecord = (css: string, file: string) =>
  JSON.stringify({ hash: sha(css), stylesheet: `/assets/${file}` })
const page = `<!doctype html><html><head><script>${prePaintScript}</script><style>${siteCss}</style><script type="module" src="/assets/entry.js"></script><script type="speculationrules">${speculationRules}</script></head><body><main><script>${smuggledScript}</script></main></body></html>`
/** What every page may run: the site's own inline code, hashed from the code that writes it. */
const siteScripts = `script-src 'self' 'wasm-unsafe-eval' ${sha(prePaintScript)} ${sha(islandStartScript)} ${sha(speculationRules)} ${sha(searchQueryScript)}`

let server: Awaited<ReturnType<typeof testServer>>
beforeAll(async () => {
  server = await testServer({
    files: {
      'conditions/glaucoma/index.html': page,
      'assets/entry.js': 'export {}',
      'assets/site-1.css': siteCss,
      '.vite/site-style.json': siteStyleRecord(siteCss, 'site-1.css'),
      '404/index.html': `<title>Not found</title><script>${prePaintScript}</script>`,
      // A page the build did not write at all.
      'planted/index.html': `<title>Planted</title><script>${smuggledScript}</script>`,
    },
  })
})
afterAll(() => server.close())

function expectCommonHeaders(response: Response, label: string) {
  const h = response.headers
  expect(h.get('strict-transport-security'), label).toMatch(/max-age=\d{7,}/)
  expect(h.get('x-content-type-options'), label).toBe('nosniff')
  expect(h.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(h.get('permissions-policy'), label).toBe('camera=(), microphone=(), geolocation=(), payment=()')
  expect(h.get('cross-origin-opener-policy'), label).toBe('same-origin')
  const csp = h.get('content-security-policy') ?? ''
  for (const expected of [
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "connect-src 'self'",
  ]) {
    expect(csp, label).toContain(expected)
  }
  // The geolocation service is asked by the server: the pages connect to their own origin only.
  expect(directive(csp, 'connect-src'), label).toBe("connect-src 'self'")
  expect(csp, label).not.toContain('unsafe-inline')
  expect(csp, label).not.toMatch(/'unsafe-eval'/)
  return csp
}

const directive = (csp: string, name: string) =>
  csp.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? ''

describe('security headers', () => {
  it('allow the site’s own inline scripts, by the hashes of the code that writes them', async () => {
    const csp = expectCommonHeaders(await server.app.request('/conditions/glaucoma'), 'page')
    expect(directive(csp, 'script-src')).toBe(siteScripts)
  })

  it('allow the stylesheet inlined in the pages by the hash its build recorded, and follow a new build', async () => {
    const served = (await server.app.request('/conditions/glaucoma')).headers.get('content-security-policy')
    expect(directive(served ?? '', 'style-src')).toBe(`style-src 'self' ${sha(siteCss)}`)
    // A publish builds a new release whose content changed the stylesheet.
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'))
    const newCss = 'body{color:#0b5a7a}'
    fs.mkdirSync(path.join(release, '.vite'))
    fs.writeFileSync(path.join(release, 'index.html'), `<style>${newCss}</style>`)
    fs.writeFileSync(path.join(release, '.vite', 'site-style.json'), siteStyleRecord(newCss, 'site-2.css'))
    const before = server.site.clientDir()
    try {
      server.site.swap(release)
      const csp = (await server.app.request('/')).headers.get('content-security-policy') ?? ''
      expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha(newCss)}`)
      expect(server.site.stylesheet()).toBe('/assets/site-2.css')
    } finally {
      server.site.swap(before)
      fs.rmSync(release, { recursive: true, force: true })
    }
  })

  it('give the admin pages the stylesheet’s file, and no inline style', async () => {
    const login = await server.app.request('/admin/login')
    expect(await login.text()).toMatch(/<link rel="stylesheet" href="\/assets\/site-1\.css"\/?>/)
    expect(directive(expectCommonHeaders(login, 'login'), 'style-src')).toBe("style-src 'self'")
  })

  it('never allow a script the build did not write, whatever the built page holds', async () => {
    const page = await server.app.request('/conditions/glaucoma')
    expect(await page.text()).toContain(smuggledScript)
    expect(expectCommonHeaders(page, 'page')).not.toContain(sha(smuggledScript))
    const planted = await server.app.request('/planted')
    expect(planted.status).toBe(200)
    expect(directive(expectCommonHeaders(planted, 'planted'), 'script-src')).toBe(siteScripts)
  })

  it('cover assets, API answers, redirects, refusals and the not-found page', async () => {
    const asset = await server.app.request('/assets/entry.js')
    expect(directive(expectCommonHeaders(asset, 'asset'), 'script-src')).toBe(siteScripts)
    expectCommonHeaders(await server.app.request('/api/health'), 'health')
    expectCommonHeaders(await server.app.request('/conditions/glaucoma/'), 'redirect')
    expectCommonHeaders(await server.app.request('/api/contact', { method: 'PUT' }), 'refusal')
    const missing = await server.app.request('/no/such/page')
    expect(missing.status).toBe(404)
    expect(directive(expectCommonHeaders(missing, '404'), 'script-src')).toBe(siteScripts)
  })

  it('keep HTTPS to the site itself, and to every subdomain only when HSTS_INCLUDE_SUBDOMAINS asks', async () => {
    // The site's own answers: two years, and no subdomain (an old portal, a phone system's page).
    const hsts = (await server.app.request('/api/health')).headers.get('strict-transport-security')
    expect(hsts).toBe('max-age=63072000')
    const withSubdomains = new Hono()
    withSubdomains.use('*', securityHeaders({ includeSubdomains: true }))
    withSubdomains.get('/', (c) => c.text('ok'))
    expect((await withSubdomains.request('/')).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })

  it('allow the no-script error page its own style, and nothing else inline', async () => {
    const response = await server.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.1' },
      body: 'name=&message=hi&language=en',
    })
    expect(response.status).toBe(422)
    const style = (await response.text()).match(/<style>([\s\S]*?)<\/style>/)![1]!
    expect(directive(expectCommonHeaders(response, 'form error'), 'style-src')).toBe(
      `style-src 'self' ${sha(style)}`,
    )
  })

  it('set the admin session cookie Secure, HttpOnly and SameSite=Strict', async () => {
    const { response } = await server.signIn('owner', TEST_PASSWORD)
    expect(response.status).toBe(303)
    const cookie =
      response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`)) ?? ''
    expect(cookie).toContain(`${SESSION_COOKIE}=`)
    expect(cookie).toMatch(/;\s*Secure/)
    expect(cookie).toMatch(/;\s*HttpOnly/)
    expect(cookie).toMatch(/;\s*SameSite=Strict/)
    expectCommonHeaders(response, 'login')
  })
})

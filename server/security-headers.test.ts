import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from './admin/auth/sessions'
import { securityHeaders } from './security-headers'
import { TEST_PASSWORD, testServer } from './test-server'

const themeScript = "document.documentElement.classList.add('x')"
const contextScript = 'window.__ctx = {"page":"glaucoma"}'
// A script that reached the built page some other way than the build (a page edited on disk).
const smuggledScript = "fetch('/api/admin/users', { method: 'POST' })"
const page = `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/entry.js"></script></head><body><main><script>${smuggledScript}</script></main><script>${contextScript}</script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
// What the build recorded of the inline code it wrote (scripts/postbuild/inline-code.ts).
const inlineCode = {
  'conditions/glaucoma/index.html': { script: [sha(themeScript), sha(contextScript)], style: [] },
  '404/index.html': { script: [sha(contextScript)], style: [] },
}

let server: Awaited<ReturnType<typeof testServer>>
beforeAll(async () => {
  server = await testServer({
    files: {
      'conditions/glaucoma/index.html': page,
      'assets/entry.js': 'export {}',
      '404/index.html': `<title>Not found</title><script>${contextScript}</script>`,
      '.vite/inline-code.json': JSON.stringify(inlineCode),
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
  it('allow exactly the inline scripts of the page served, by hash', async () => {
    const csp = expectCommonHeaders(await server.app.request('/conditions/glaucoma'), 'page')
    const scripts = directive(csp, 'script-src')
    expect(scripts).toContain("'wasm-unsafe-eval'")
    expect(scripts).toContain(sha(themeScript))
    expect(scripts).toContain(sha(contextScript))
    expect(scripts.match(/sha256-/g)).toHaveLength(2)
  })

  it('never allow a script the build did not write, whatever the built page holds', async () => {
    const page = await server.app.request('/conditions/glaucoma')
    expect(await page.text()).toContain(smuggledScript)
    expect(expectCommonHeaders(page, 'page')).not.toContain(sha(smuggledScript))
    const planted = await server.app.request('/planted')
    expect(planted.status).toBe(200)
    expect(directive(expectCommonHeaders(planted, 'planted'), 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval'",
    )
  })

  it('cover assets, API answers, redirects, refusals and the not-found page', async () => {
    const asset = await server.app.request('/assets/entry.js')
    expect(directive(expectCommonHeaders(asset, 'asset'), 'script-src')).not.toContain('sha256-')
    expectCommonHeaders(await server.app.request('/api/health'), 'health')
    expectCommonHeaders(await server.app.request('/conditions/glaucoma/'), 'redirect')
    expectCommonHeaders(await server.app.request('/api/contact', { method: 'PUT' }), 'refusal')
    const missing = await server.app.request('/no/such/page')
    expect(missing.status).toBe(404)
    expect(directive(expectCommonHeaders(missing, '404'), 'script-src')).toContain(sha(contextScript))
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

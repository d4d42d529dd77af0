import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningTestServer } from './in-process-server'

let server: Awaited<ReturnType<typeof listeningTestServer>>
beforeAll(async () => {
  server = await listeningTestServer()
})
afterAll(() => server.close())

/** A request with the path exactly as written: fetch would normalize the dots away. */
function raw(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, method, path, headers },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe('hostile requests', () => {
  it('never serves a file outside the site, however the path is encoded', async () => {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cetc%5cpasswd',
      '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
      '/..\\..\\etc\\passwd',
      '/assets/..%2f..%2fpackage.json',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/.%00./etc/passwd',
      '/%00',
      '/%',
    ]) {
      const { status, text } = await raw('GET', path)
      expect([400, 404], path).toContain(status)
      expect(text, path).not.toMatch(/root:|"dependencies"/)
    }
  })

  it('refuses methods pages do not take with 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST']) {
      for (const path of ['/', '/conditions/glaucoma']) {
        expect((await raw(method, path)).status, `${method} ${path}`).toBe(405)
      }
    }
  })

  it('refuses oversized bodies, wrong content types and broken JSON cleanly', async () => {
    const big = 'x'.repeat(100_000)
    expect(
      (
        await raw('POST', '/api/contact', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: big }),
        })
      ).status,
    ).toBe(413)
    expect(
      (
        await raw('POST', '/admin/login', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `password=${big}`,
        })
      ).status,
    ).toBe(413)
    expect(
      (await raw('POST', '/api/contact', { headers: { 'content-type': 'text/plain' }, body: 'hello' }))
        .status,
    ).toBe(415)
    expect(
      (
        await raw('POST', '/api/contact', {
          headers: { 'content-type': 'application/json' },
          body: '{"name": "Ana", ',
        })
      ).status,
    ).toBe(400)
    expect(
      (await raw('POST', '/api/contact', { headers: { 'content-type': 'application/json' }, body: 'null' }))
        .status,
    ).toBe(400)
    expect((await raw('GET', '/api/health')).status).toBe(200)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { geolocationRoutes } from './geolocation'
import { UNKNOWN_LOCATION } from './geolocation-answer'
import { geolocationLookup } from './geolocation-lookup'
import { testServer } from './test-server'

const TEMPLATE = 'https://geo.example/{ip}/json/'
const tustin = {
  ip: '8.8.8.8',
  country_name: 'United States',
  region: 'California',
  city: 'Tustin',
  latitude: 33.7458,
  longitude: -117.8262,
  timezone: 'America/Los_Angeles',
  org: 'Example ISP',
  postal: '92780',
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let server: Awaited<ReturnType<typeof testServer>>
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let logs: string[]

beforeEach(async () => {
  fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => json(tustin))
  logs = []
  const geolocation = geolocationLookup({
    urlTemplate: TEMPLATE,
    fetch: fetchMock,
    timeoutMs: 50,
    log: (line) => logs.push(line),
  })
  server = await testServer({ geolocation })
})
afterEach(() => server.close())

const ask = (headers: Record<string, string> = {}) => server.app.request('/api/geolocation', { headers })

describe('GET /api/geolocation', () => {
  it.each([
    ['no proxy header (no socket address)', {}],
    ['IPv4 loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['IPv6 loopback', { 'x-forwarded-for': '::1' }],
    ['IPv4-mapped loopback', { 'x-forwarded-for': '::ffff:127.0.0.1' }],
    ['a private address', { 'x-forwarded-for': '8.8.8.8, 192.168.4.20' }],
    ['a link-local IPv6 address', { 'x-forwarded-for': 'fe80::1' }],
    ['something that is not an address', { 'x-forwarded-for': '<script>alert(1)</script>' }],
  ])('answers unknown at once for %s, without calling out', async (_, headers) => {
    const response = await ask(headers)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.text()).toBe(JSON.stringify(UNKNOWN_LOCATION))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('looks up a public address from a trusted proxy once, passes on six fields, and answers from the cache after', async () => {
    const first = await ask({ 'x-forwarded-for': '10.0.0.1, 8.8.8.8' })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const body = {
      country_name: 'United States',
      region: 'California',
      city: 'Tustin',
      latitude: 33.7458,
      longitude: -117.8262,
      timezone: 'America/Los_Angeles',
    }
    expect(await first.json()).toStrictEqual(body)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('https://geo.example/8.8.8.8/json/')
    expect(new Headers(init?.headers).get('accept')).toBe('application/json')

    expect(await (await ask({ 'x-forwarded-for': '8.8.8.8' })).json()).toStrictEqual(body)
    expect(await (await ask({ 'x-forwarded-for': '::ffff:8.8.8.8' })).json()).toStrictEqual(body)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await ask({ 'x-forwarded-for': '2606:4700:4700::1111' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[1]![0]).toBe('https://geo.example/2606:4700:4700::1111/json/')
  })

  it.each([
    [
      'a network error',
      'could not be reached',
      () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 8.8.8.8')),
    ],
    ['a server error', 'HTTP 503', () => Promise.resolve(json({ message: 'down for 8.8.8.8' }, 503))],
    ['a rate limit', 'HTTP 429', () => Promise.resolve(json({ error: true, reason: 'RateLimited' }, 429))],
    [
      'a refusal with status 200',
      'refused',
      () => Promise.resolve(json({ error: true, reason: 'Reserved IP Address', ip: '8.8.8.8' })),
    ],
    [
      'an HTML page',
      'not JSON',
      () => Promise.resolve(new Response('<html>8.8.8.8</html>', { status: 200 })),
    ],
    ['a JSON array', 'not an object', () => Promise.resolve(json([tustin]))],
    ['an object without the fields', 'none of the fields', () => Promise.resolve(json({ ip: '8.8.8.8' }))],
    [
      'an answer too large to read',
      'too large',
      () => Promise.resolve(json({ ...tustin, padding: 'x'.repeat(40_000) })),
    ],
    [
      'no answer in time',
      'in time',
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error)),
        ),
    ],
  ])('answers unknown with 200 on %s, logging one line without the address', async (_, why, answer) => {
    fetchMock.mockImplementation(answer)
    const warn = vi.spyOn(console, 'warn')
    const response = await ask({ 'x-forwarded-for': '8.8.8.8' })
    expect(response.status).toBe(200)
    expect(await response.json()).toStrictEqual(UNKNOWN_LOCATION)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/^Geolocation lookup failed: [\w ]+$/)
    expect(logs[0]).toContain(why)
    expect(logs.join('\n')).not.toContain('8.8.8.8')
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('trims a hostile answer to the six fields, sane lengths and ranges', async () => {
    const hostile = {
      country_name: '  United States\u0000\u202e  ',
      region: 42,
      city: `${'Tustin'.repeat(100)}\n<b>`,
      latitude: 1000,
      longitude: '-117.8',
      timezone: 'America/Los_Angeles"; DROP TABLE',
      admin: true,
    }
    // A "__proto__" key, as JSON can carry it, must not reach the answer either.
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(hostile).replace('{', '{"__proto__":{"polluted":true},'), { status: 200 }),
    )
    const body = (await (await ask({ 'x-forwarded-for': '8.8.8.8' })).json()) as Record<string, unknown>
    expect(body).toStrictEqual({
      country_name: 'United States',
      region: null,
      city: 'Tustin'.repeat(100).slice(0, 100),
      latitude: null,
      longitude: null,
      timezone: null,
    })
  })

  it('makes no lookup for a client that sends Global Privacy Control or Do Not Track', async () => {
    expect(await (await ask({ 'x-forwarded-for': '8.8.8.8', 'sec-gpc': '1' })).json()).toStrictEqual(
      UNKNOWN_LOCATION,
    )
    expect(await (await ask({ 'x-forwarded-for': '8.8.8.8', dnt: '1' })).json()).toStrictEqual(
      UNKNOWN_LOCATION,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses other methods and takes no parameters', async () => {
    const post = await server.app.request('/api/geolocation', {
      method: 'POST',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    await server.app.request('/api/geolocation?ip=1.1.1.1', { headers: { 'x-forwarded-for': '8.8.8.8' } })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://geo.example/8.8.8.8/json/'])
  })

  it('rate-limits each public address, with Retry-After', async () => {
    const app = new Hono().route(
      '/g',
      geolocationRoutes({ locate: async () => UNKNOWN_LOCATION, trustProxy: true, ratePerMinute: 2 }),
    )
    const from = (address: string) => app.request('/g', { headers: { 'x-forwarded-for': address } })
    expect((await from('8.8.8.8')).status).toBe(200)
    expect((await from('8.8.8.8')).status).toBe(200)
    const limited = await from('8.8.8.8')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('8.8.4.4')).status).toBe(200)
  })
})

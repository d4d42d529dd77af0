import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANALYTICS_RATE_LIMIT } from './routes'
import type { AnalyticsRow } from './store'
import { sampleBeacon as beacon, testServer } from '../test-server'

let server: Awaited<ReturnType<typeof testServer>>
let address = 0
beforeEach(async () => {
  server = await testServer()
})
afterEach(() => server.close())

function post(body: unknown, { type = 'application/json', from = `10.1.0.${++address}`, headers = {} } = {}) {
  return server.app.request('/api/analytics', {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': from, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const rows = () => server.db.prepare('SELECT * FROM analytics_sessions').all() as AnalyticsRow[]

describe('POST /api/analytics', () => {
  it('stores a valid session without the address, with the location rounded to the city', async () => {
    const response = await post(beacon(), { from: '203.0.113.77' })
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [row] = rows()
    expect(row).toMatchObject({
      session_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      city: 'Santa Ana',
      latitude: 33.7,
      longitude: -117.9,
      is_usa: 1,
      device: 'Mobile',
      lcp: 1800,
      cls: 0.02,
      inp: null,
      page_views: 2,
    })
    expect(JSON.parse(row!.events)).toHaveLength(2)
    const stored = JSON.stringify(server.db.prepare('SELECT * FROM analytics_sessions').all())
    expect(stored).not.toContain('203.0.113.77')
    const columns = (
      server.db.prepare('PRAGMA table_info(analytics_sessions)').all() as { name: string }[]
    ).map((c) => c.name)
    expect(columns.filter((name) => /ip|address|user/i.test(name))).toEqual([])
  })

  it('updates one row for repeated beacons of a session, keeping earlier speed measurements', async () => {
    await post(beacon())
    await post(beacon({ pageViews: 5, page: '/contact', vitals: { INP: 120 } }))
    expect(rows()).toHaveLength(1)
    expect(rows()[0]).toMatchObject({ page_views: 5, page: '/contact', lcp: 1800, inp: 120, cls: 0.02 })
  })

  it('decides "in the United States" from the country, not the browser’s flag', async () => {
    await post(beacon({ country: 'Mexico', isUSA: true }))
    expect(rows()[0]!.is_usa).toBe(0)
  })

  it('accepts a beacon labelled text/plain', async () => {
    expect((await post(beacon(), { type: 'text/plain;charset=UTF-8' })).status).toBe(204)
  })

  it('refuses malformed, oversized, wrongly typed and invalid bodies with 4xx, storing nothing and echoing nothing', async () => {
    const broken = await post('{"sessionId":')
    expect(broken.status).toBe(400)
    expect((await post([1, 2])).status).toBe(400)
    expect((await post(beacon(), { type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect(
      (
        await post(
          beacon({
            events: [{ name: 'page_view', timestamp: 1, properties: { href: `/${'x'.repeat(300)}` } }],
          }),
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await post(
          beacon({
            events: Array.from({ length: 51 }, () => ({
              name: 'page_view' as const,
              timestamp: 1,
              properties: { href: '/' },
            })),
          }),
        )
      ).status,
    ).toBe(400)
    expect(
      (await post({ ...beacon(), events: [{ name: 'purchase', timestamp: 1, properties: {} }] })).status,
    ).toBe(400)
    expect(
      (
        await post(
          JSON.stringify(beacon()).replace('"events":[', `"padding":"${'x'.repeat(17_000)}","events":[`),
        )
      ).status,
    ).toBe(413)
    const wrong = await post({ ...beacon(), pageViews: 'many', city: '<script>alert(1)</script>' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).not.toContain('<script>')
    expect((await post(beacon({ sessionId: '../../etc/passwd' }))).status).toBe(400)
    expect((await post(beacon({ device: 'Toaster' as 'Mobile' }))).status).toBe(400)
    expect((await post(beacon({ latitude: 91 }))).status).toBe(400)
    expect((await server.app.request('/api/analytics')).status).toBe(405)
    expect(rows()).toHaveLength(0)
  })

  it('records nothing for a client that sends Global Privacy Control or Do Not Track', async () => {
    expect((await post(beacon(), { headers: { 'sec-gpc': '1' } })).status).toBe(204)
    expect((await post(beacon(), { headers: { dnt: '1' } })).status).toBe(204)
    expect(rows()).toHaveLength(0)
  })

  it('limits beacons per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= ANALYTICS_RATE_LIMIT; i++)
      statuses.push((await post(beacon(), { from: '198.51.100.4' })).status)
    expect(statuses.slice(0, ANALYTICS_RATE_LIMIT).every((status) => status === 204)).toBe(true)
    const limited = statuses.at(-1)
    expect(limited).toBe(429)
    expect((await post(beacon(), { from: '198.51.100.5' })).status).toBe(204)
  })
})

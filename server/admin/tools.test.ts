import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { practice } from '#shared/practice'
import { sampleBeacon, TEST_PASSWORD, testServer } from '../test-server'
import { referralUrl } from './keratoconus-qr'

/** Each test signs in with scrypt a few times: generous on a busy machine. */
const SLOW = 30_000

let server: Awaited<ReturnType<typeof testServer>>
let cookie = ''
beforeEach(async () => {
  server = await testServer()
  cookie = (await server.signIn('owner', TEST_PASSWORD, { from: '10.8.0.1', next: '/admin/tools' })).cookie
}, 30_000)
afterEach(() => server.close())

const get = (path: string, withSession = true) =>
  server.app.request(path, { headers: withSession ? { cookie } : {} })
let n = 0
const visit = (overrides: Parameters<typeof sampleBeacon>[0] = {}) =>
  server.app.request('/api/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.1.1' },
    body: JSON.stringify(
      sampleBeacon({ sessionId: `session-${String(++n).padStart(6, '0')}`, ...overrides }),
    ),
  })

/** The number in a table row whose header cell is `label`, in the figure captioned `caption`. */
function tableValue(page: string, caption: string, label: string): string | undefined {
  const figure = page.split('<figure').find((part) => part.includes(`>${caption}</figcaption>`)) ?? ''
  return new RegExp(`<th scope="row"[^>]*>${label}</th><td[^>]*>([^<]*)</td>`).exec(figure)?.[1]
}

describe('statistics dashboard', { timeout: SLOW }, () => {
  it('is refused without a session: pages redirect to sign-in, the export too, the API answers 401', async () => {
    for (const path of [
      '/admin/tools?days=7',
      '/admin/tools/analytics.csv',
      '/admin/keratoconus-qr/qr.png',
    ]) {
      const response = await get(path, false)
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).toMatch(/^\/admin\/login\?next=/)
    }
    expect((await get('/api/admin/analytics', false)).status).toBe(401)
  })

  it('shows the period’s summary, speed and charts, with the numbers as tables', async () => {
    await visit({ city: 'Irvine', vitals: { LCP: 1200, INP: 80, CLS: 0.01 } })
    await visit({ city: 'Irvine', device: 'Desktop', browser: 'Edge', vitals: { LCP: 2000 } })
    await visit({
      city: 'Tijuana',
      country: 'Mexico',
      events: [{ name: 'page_view', timestamp: 1, properties: { href: '/es/contact' } }],
    })
    const response = await get('/admin/tools?days=7')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    const page = await response.text()
    const totals = /data-testid="analytics-totals">([\s\S]*?)<\/dl>/.exec(page)![1]!
    expect(totals.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      'Sessions 3 Sessions in the United States 2 Page views 6',
    )
    expect(tableValue(page, 'Top cities', 'Irvine')).toBe('2')
    expect(tableValue(page, 'Top cities', 'Tijuana')).toBe('1')
    expect(tableValue(page, 'Top pages', '/')).toBe('2')
    expect(tableValue(page, 'Top pages', '/es/contact')).toBe('1')
    expect(tableValue(page, 'Devices', 'Mobile')).toBe('2')
    expect(tableValue(page, 'Browsers', 'Edge')).toBe('1')
    expect(page).toMatch(/LCP · 3 sessions<\/dt><dd[^>]*>2,000 ms \(good\)/)
    expect(page).toMatch(/href="\/admin\/tools\?days=7" aria-current="page"/)
    expect((page.match(/<svg /g) ?? []).length).toBe(5)
    expect(page).toContain('href="/admin/keratoconus-qr"')
  })

  it('answers the same report as JSON for the chosen period', async () => {
    await visit()
    const report = (await (await get('/api/admin/analytics?days=90')).json()) as {
      days: number
      summary: { totalSessions: number; topCities: unknown[] }
      perDay: unknown[]
    }
    expect(report.days).toBe(90)
    expect(report.perDay).toHaveLength(90)
    expect(report.summary.totalSessions).toBe(1)
    expect(report.summary.topCities).toEqual([{ city: 'Santa Ana', count: 1 }])
  })

  it('exports the period’s sessions as CSV, defusing formulas', async () => {
    await visit({ city: '=HYPERLINK("http://evil.example")' })
    const response = await get('/admin/tools/analytics.csv?days=30')
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="visitor-statistics-30-days-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const [header, line, ...rest] = (await response.text()).trim().split('\r\n')
    expect(header).toMatch(/^first_seen,started_at,page,referrer,country,region,city,latitude,longitude/)
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(line).toContain(',33.7,-117.9,')
    expect(rest).toEqual([])
  })
})

describe('keratoconus QR code', { timeout: SLOW }, () => {
  const decode = (png: Uint8Array) => {
    const image = PNG.sync.read(Buffer.from(png))
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
  }

  it('encodes the landing page’s absolute URL, with the campaign tag the form chose', async () => {
    const expected = `${practice.origin}/keratoconus-referral?utm_source=qr&utm_medium=print&utm_campaign=spring-flyer`
    expect(referralUrl(practice.origin, 'spring-flyer')).toBe(expected)
    const page = await (await get('/admin/keratoconus-qr?tag=spring-flyer&param=utm')).text()
    expect(page).toContain(`aria-label="QR code for ${expected.replace(/&/g, '&amp;')}"`)
    expect(page).toContain('href="/admin/keratoconus-qr/qr.png?tag=spring-flyer&amp;param=utm"')
    const png = await get('/admin/keratoconus-qr/qr.png?tag=spring-flyer&param=utm')
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(decode(new Uint8Array(await png.arrayBuffer()))).toBe(expected)
  })

  it('encodes the bare URL without a tag, or the tag as ?ref=, and serves SVG', async () => {
    expect(decode(new Uint8Array(await (await get('/admin/keratoconus-qr/qr.png')).arrayBuffer()))).toBe(
      `${practice.origin}/keratoconus-referral`,
    )
    expect(
      decode(
        new Uint8Array(await (await get('/admin/keratoconus-qr/qr.png?tag=dr-lee&param=ref')).arrayBuffer()),
      ),
    ).toBe(`${practice.origin}/keratoconus-referral?ref=dr-lee`)
    const svg = await get('/admin/keratoconus-qr/qr.svg?tag=dr-lee&param=ref')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('refuses a tag that is not a short word, escaping what was typed', async () => {
    const response = await get(
      `/admin/keratoconus-qr?tag=${encodeURIComponent('"><script>alert(1)</script>')}`,
    )
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('role="alert"')
    expect(page).not.toContain('<script>alert')
    expect((await get('/admin/keratoconus-qr/qr.png?tag=a%20b')).status).toBe(400)
  })
})

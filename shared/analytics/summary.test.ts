import { describe, expect, it } from 'vitest'
import { percentile, summarize, type SummaryInput } from './summary'

const view = (href: string) => ({ name: 'page_view' as const, timestamp: 1, properties: { href } })
const session = (overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  isUSA: true,
  browser: 'Chrome',
  device: 'Desktop',
  city: 'Santa Ana',
  page: '/',
  events: [view('/')],
  ...overrides,
})

describe('summarize', () => {
  it('counts sessions, sessions in the United States, browsers and devices', () => {
    const summary = summarize([
      session(),
      session({ browser: 'Safari', device: 'Mobile' }),
      session({ browser: 'Edge', isUSA: false, city: 'Tijuana' }),
      session({ browser: 'Safari', device: 'Tablet' }),
    ])
    expect(summary.totalSessions).toBe(4)
    expect(summary.usaSessions).toBe(3)
    expect(summary.browsers).toEqual({ Safari: 2, Chrome: 1, Edge: 1 })
    expect(summary.devices).toEqual({ Mobile: 1, Tablet: 1, Desktop: 2 })
  })

  it('keeps the 10 most viewed pages, most first, ties in name order', () => {
    const sessions = Array.from({ length: 12 }, (_, index) =>
      session({
        events: Array.from({ length: index + 1 }, () => view(`/page-${String(index).padStart(2, '0')}`)),
      }),
    )
    sessions.push(session({ events: [view('/page-11'), view('/page-10')] }))
    const { topPages } = summarize(sessions)
    expect(topPages).toHaveLength(10)
    expect(topPages[0]).toEqual({ page: '/page-11', views: 13 })
    expect(topPages[1]).toEqual({ page: '/page-10', views: 12 })
    expect(topPages.at(-1)).toEqual({ page: '/page-02', views: 3 })
    expect(
      summarize([session({ events: [view('/b')] }), session({ events: [view('/a')] })]).topPages.map(
        (p) => p.page,
      ),
    ).toEqual(['/a', '/b'])
  })

  it('counts one view of the current page for a session without page-view events', () => {
    const { topPages } = summarize([
      session({ page: '/contact', events: [{ name: 'phone_click', timestamp: 1, properties: {} }] }),
    ])
    expect(topPages).toEqual([{ page: '/contact', views: 1 }])
  })

  it('keeps the 10 cities most sessions came from, leaving Unknown out', () => {
    const cities = [
      'Irvine',
      'Irvine',
      'Irvine',
      'Tustin',
      'Tustin',
      'Unknown',
      'Unknown',
      'Unknown',
      'Unknown',
    ]
    for (let i = 0; i < 10; i++) cities.push(`Town ${i}`)
    const { topCities } = summarize(cities.map((city) => session({ city })))
    expect(topCities).toHaveLength(10)
    expect(topCities.slice(0, 3)).toEqual([
      { city: 'Irvine', count: 3 },
      { city: 'Tustin', count: 2 },
      { city: 'Town 0', count: 1 },
    ])
    expect(topCities.map((c) => c.city)).not.toContain('Unknown')
  })

  it('summarizes nothing as zeros', () => {
    expect(summarize([])).toEqual({
      totalSessions: 0,
      usaSessions: 0,
      browsers: {},
      devices: { Mobile: 0, Tablet: 0, Desktop: 0 },
      topPages: [],
      topCities: [],
    })
  })
})

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([400, 100, 300, 200], 75)).toBe(300)
    expect(percentile([5], 75)).toBe(5)
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        75,
      ),
    ).toBe(75)
    expect(percentile([], 75)).toBeNull()
  })
})

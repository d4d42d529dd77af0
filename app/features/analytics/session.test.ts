import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnalytics, fitBeacon, type AnalyticsEnvironment } from './session'
import type { AnalyticsBeacon } from '#shared/analytics/record'
import {
  DATA_KEY,
  loadSessions,
  MAX_SESSIONS,
  saveSession,
  USER_KEY,
  type KeyValueStorage,
} from './session-store'
import type { AnalyticsEvent } from './track'

const chromeMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const usa = {
  country_name: 'United States',
  region: 'California',
  city: 'Irvine',
  latitude: 33.6846,
  longitude: -117.8265,
  timezone: 'America/Los_Angeles',
}

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) }
}

let ids = 0
function environment(overrides: Partial<AnalyticsEnvironment> = {}, answer: unknown = usa) {
  const sent: AnalyticsBeacon[] = []
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }))
  const env: AnalyticsEnvironment = {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    fetch: fetchMock,
    userAgent: chromeMac,
    maxTouchPoints: 0,
    language: 'es-MX',
    screen: { width: 1440, height: 900 },
    referrer: 'https://www.google.com/search?q=private+words',
    origin: 'https://www.solanavisioncare.example',
    page: '/conditions/stye',
    timeZone: 'America/Los_Angeles',
    isHidden: () => false,
    send: (beacon) => void sent.push(beacon),
    now: () => 1_700_000_000_000,
    newId: () => `id-${String(++ids).padStart(8, '0')}`,
    ...overrides,
  }
  return { env, sent, fetchMock, stored: () => loadSessions(env.localStorage) }
}

const event = (name: AnalyticsEvent['name'], properties: Record<string, string> = {}): AnalyticsEvent => ({
  name,
  timestamp: 1_700_000_000_500,
  properties,
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('analytics session', () => {
  it('is created on first load with every field of the record', async () => {
    const { env, fetchMock } = environment()
    const session = await createAnalytics(env).ready
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^id-\d{8}$/),
      userId: expect.stringMatching(/^id-\d{8}$/),
      timestamp: 1_700_000_000_000,
      page: '/conditions/stye',
      referrer: 'https://www.google.com',
      userAgent: chromeMac,
      screenResolution: '1440x900',
      language: 'es-MX',
      country: 'United States',
      region: 'California',
      city: 'Irvine',
      timezone: 'America/Los_Angeles',
      latitude: 33.6846,
      longitude: -117.8265,
      browser: 'Chrome',
      browserVersion: '126.0.0.0',
      os: 'macOS',
      device: 'Desktop',
      isMobile: false,
      isUSA: true,
      pageViews: 0,
      sessionDuration: 0,
      events: [],
    })
    expect(session.userId).not.toBe(session.sessionId)
    expect(env.localStorage.getItem(USER_KEY)).toBe(session.userId)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/geolocation'])
  })

  it('keeps the visitor id across sessions and resumes the tab’s session after a reload without asking again', async () => {
    const { env, fetchMock } = environment()
    const first = createAnalytics(env)
    const session = await first.ready
    first.hide()
    const again = await createAnalytics(env).ready
    expect(again.sessionId).toBe(session.sessionId)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    const newTab = await createAnalytics({ ...env, sessionStorage: environment().env.sessionStorage }).ready
    expect(newTab.sessionId).not.toBe(session.sessionId)
    expect(newTab.userId).toBe(session.userId)
  })

  it('starts a new session when the tab comes back after 30 minutes', async () => {
    let clock = 1_700_000_000_000
    const { env, fetchMock } = environment({ now: () => clock })
    const first = createAnalytics(env)
    const session = await first.ready
    clock += 60_000
    first.hide()
    clock += 29 * 60_000
    expect((await createAnalytics(env).ready).sessionId).toBe(session.sessionId)
    clock += 2 * 60_000
    expect((await createAnalytics(env).ready).sessionId).not.toBe(session.sessionId)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('calls a referrer from our own site, or none, Direct', async () => {
    expect((await createAnalytics(environment({ referrer: '' }).env).ready).referrer).toBe('Direct')
    expect(
      (
        await createAnalytics(environment({ referrer: 'https://www.solanavisioncare.example/about' }).env)
          .ready
      ).referrer,
    ).toBe('Direct')
  })

  it('saves a page view only in the United States, counting it either way', async () => {
    const here = environment()
    const analytics = createAnalytics(here.env)
    await analytics.ready
    analytics.record(event('page_view', { href: '/about' }))
    expect(here.stored()).toHaveLength(1)
    expect(here.stored()[0]).toMatchObject({
      page: '/about',
      pageViews: 1,
      events: [{ name: 'page_view', properties: { href: '/about' } }],
    })

    const abroad = environment({}, { ...usa, country_name: 'Mexico', city: 'Tijuana' })
    const foreign = createAnalytics(abroad.env)
    expect(await foreign.ready).toMatchObject({ isUSA: false, country: 'Mexico' })
    foreign.record(event('page_view', { href: '/about' }))
    expect(foreign.current()).toMatchObject({ page: '/about', pageViews: 1 })
    expect(abroad.env.localStorage.getItem(DATA_KEY)).toBeNull()
  })

  it.each(['appointment_request', 'phone_click', 'form_submit'] as const)(
    'saves at once on %s, wherever the visitor is',
    async (name) => {
      const abroad = environment({}, { country_name: 'Canada' })
      const analytics = createAnalytics(abroad.env)
      await analytics.ready
      analytics.record(event(name, { text: 'Call (714) 555-0100', href: 'tel:+17145550100' }))
      expect(abroad.stored()[0]!.events).toEqual([
        {
          name,
          timestamp: 1_700_000_000_500,
          properties: { text: 'Call (714) 555-0100', href: 'tel:+17145550100' },
        },
      ])
    },
  )

  it('saves and sends the session when the page is hidden or unloaded, without the user id and user agent', async () => {
    let clock = 1_700_000_000_000
    const { env, sent, stored } = environment({ now: () => clock }, { country_name: 'Canada' })
    const analytics = createAnalytics(env)
    analytics.hide()
    expect(sent).toHaveLength(0)
    await analytics.ready
    clock += 42_000
    analytics.hide()
    expect(stored()[0]).toMatchObject({ sessionDuration: 42_000 })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ sessionDuration: 42_000, country: 'Canada' })
    expect(sent[0]).not.toHaveProperty('userId')
    expect(sent[0]).not.toHaveProperty('userAgent')
  })

  it('waits for the session, then records the events in the order they came', async () => {
    let answer!: (response: Response) => void
    const { env, stored } = environment({
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const analytics = createAnalytics(env)
    // Outside the United States a page view alone is not saved; the phone tap after it is.
    analytics.record(event('page_view', { href: '/' }))
    await vi.advanceTimersByTimeAsync(1000)
    expect(stored()).toHaveLength(0)
    answer(new Response(JSON.stringify({ ...usa, country_name: 'Canada' })))
    await analytics.ready
    analytics.record(event('phone_click', { href: 'tel:+17145550100' }))
    expect(stored()[0]!.events.map((e) => e.name)).toEqual(['page_view', 'phone_click'])
    expect(stored()[0]!.pageViews).toBe(1)
  })

  it('records speed measurements, sending them again when they arrive as the page hides', async () => {
    let hidden = false
    const { env, sent } = environment({ isHidden: () => hidden })
    const analytics = createAnalytics(env)
    await analytics.ready
    analytics.vital('LCP', 1234.56)
    expect(sent).toHaveLength(0)
    hidden = true
    analytics.vital('CLS', 0.04321)
    expect(sent.at(-1)!.vitals).toEqual({ LCP: 1235, CLS: 0.043 })
  })

  it('summarizes the sessions kept in the browser', async () => {
    const { env } = environment()
    const analytics = createAnalytics(env)
    await analytics.ready
    analytics.record(event('page_view', { href: '/about' }))
    expect(analytics.summary()).toMatchObject({
      totalSessions: 1,
      usaSessions: 1,
      topPages: [{ page: '/about', views: 1 }],
      topCities: [{ city: 'Irvine', count: 1 }],
    })
  })
})

describe('stored sessions', () => {
  it('keep at most 100, dropping the oldest, and update a session in place', async () => {
    const { env, stored } = environment()
    const base = await createAnalytics(env).ready
    for (let i = 0; i < MAX_SESSIONS + 5; i++)
      saveSession(env.localStorage, { ...base, sessionId: `session-${String(i).padStart(4, '0')}` })
    expect(stored()).toHaveLength(MAX_SESSIONS)
    expect(stored()[0]!.sessionId).toBe('session-0005')
    saveSession(env.localStorage, { ...base, sessionId: 'session-0050', pageViews: 9 })
    expect(stored()).toHaveLength(MAX_SESSIONS)
    expect(stored()[45]).toMatchObject({ sessionId: 'session-0050', pageViews: 9 })
    expect(stored().at(-1)!.sessionId).toBe('session-0104')
  })

  it('report a failing save on the console only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { env } = environment()
    const base = await createAnalytics(env).ready
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(saveSession(full, base)).toBe(false)
    expect(warn).toHaveBeenCalledWith('Analytics save failed', expect.any(Error))
  })

  it('trim the oldest events so a beacon fits the size limit', async () => {
    const { env } = environment()
    const base = await createAnalytics(env).ready
    const events = Array.from({ length: 50 }, (_, i) => ({
      name: 'phone_click' as const,
      timestamp: i,
      properties: { text: 'x'.repeat(200), href: `tel:${i}` },
    }))
    const body = fitBeacon({ ...base, events }, 4_000)
    expect(body.length).toBeLessThanOrEqual(4_000)
    const parsed = JSON.parse(body) as AnalyticsBeacon
    expect(parsed.events.at(-1)!.timestamp).toBe(49)
    expect(parsed.events.length).toBeLessThan(50)
  })
})

it('keeps the tab’s session id in sessionStorage under SPEC’s key', async () => {
  const { env } = environment()
  const session = await createAnalytics(env).ready
  expect(env.sessionStorage.getItem('analytics_session_id')).toBe(session.sessionId)
})

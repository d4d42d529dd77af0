import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchGeolocation, isUnitedStates } from './geolocation'

const URL = 'https://geo.example/json/'
const tz = 'America/Los_Angeles'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const unknown = { country: 'Unknown', region: 'Unknown', city: 'Unknown', latitude: 0, longitude: 0, timezone: tz }

afterEach(() => vi.restoreAllMocks())

describe('fetchGeolocation', () => {
  it('asks for JSON once and reads the service’s fields', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json({ country_name: 'United States', region: 'California', city: 'Tustin', latitude: 33.7458, longitude: -117.8262, timezone: 'America/Los_Angeles', ip: '203.0.113.9' }),
    )
    const location = await fetchGeolocation(URL, 'UTC', fetchMock)
    expect(location).toEqual({ country: 'United States', region: 'California', city: 'Tustin', latitude: 33.7458, longitude: -117.8262, timezone: 'America/Los_Angeles' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(URL)
    expect(new Headers(init?.headers).get('accept')).toBe('application/json')
    expect(init?.method ?? 'GET').toBe('GET')
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => Promise.resolve(json({ error: true }, 429))],
    ['a refusal with status 200', () => Promise.resolve(json({ error: true, reason: 'RateLimited' }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('falls back to Unknown, 0 and the browser time zone on %s, saying so in the console', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchGeolocation(URL, tz, vi.fn<typeof fetch>().mockImplementation(answer))).toEqual(unknown)
    expect(warn).toHaveBeenCalledWith('Geolocation fetch failed', expect.anything())
  })

  it('falls back field by field when the answer lacks some', async () => {
    const location = await fetchGeolocation(URL, tz, vi.fn<typeof fetch>().mockResolvedValue(json({ country_name: 'Mexico', latitude: 'not a number', longitude: 999 })))
    expect(location).toEqual({ ...unknown, country: 'Mexico' })
  })

  it('makes no call at all when no service is configured', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    expect(await fetchGeolocation(null, tz, fetchMock)).toEqual(unknown)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('isUnitedStates', () => {
  it('recognizes the names services use for the United States, and only those', () => {
    expect(isUnitedStates('United States')).toBe(true)
    expect(isUnitedStates('United States of America')).toBe(true)
    expect(isUnitedStates('United Kingdom')).toBe(false)
    expect(isUnitedStates('Unknown')).toBe(false)
  })
})

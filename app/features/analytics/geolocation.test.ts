import { afterEach, describe, expect, it, vi } from 'vitest'
import { isUnitedStates } from '#shared/analytics/country'
import { fetchGeolocation, GEOLOCATION_ENDPOINT } from './geolocation'

const tz = 'America/Los_Angeles'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const unknown = {
  country: 'Unknown',
  region: 'Unknown',
  city: 'Unknown',
  latitude: 0,
  longitude: 0,
  timezone: tz,
}
const unknownBody = {
  country_name: null,
  region: null,
  city: null,
  latitude: null,
  longitude: null,
  timezone: null,
}

afterEach(() => vi.restoreAllMocks())

describe('fetchGeolocation', () => {
  it('asks the site’s own endpoint for JSON once, with no parameters, and reads its fields', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json({
        country_name: 'United States',
        region: 'California',
        city: 'Tustin',
        latitude: 33.7458,
        longitude: -117.8262,
        timezone: 'America/Los_Angeles',
      }),
    )
    const location = await fetchGeolocation('UTC', fetchMock)
    expect(location).toEqual({
      country: 'United States',
      region: 'California',
      city: 'Tustin',
      latitude: 33.7458,
      longitude: -117.8262,
      timezone: 'America/Los_Angeles',
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/geolocation')
    expect(GEOLOCATION_ENDPOINT).toBe('/api/geolocation')
    expect(new Headers(init?.headers).get('accept')).toBe('application/json')
    expect(init?.method ?? 'GET').toBe('GET')
    expect(init?.body).toBeUndefined()
  })

  it('takes the server’s unknown answer as Unknown, 0 and the browser time zone, quietly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchGeolocation(tz, vi.fn<typeof fetch>().mockResolvedValue(json(unknownBody)))).toEqual(
      unknown,
    )
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => Promise.resolve(json({ error: 'Too many requests' }, 429))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a JSON body that is not an object', () => Promise.resolve(json(null))],
  ])(
    'falls back to Unknown, 0 and the browser time zone on %s, saying so in the console',
    async (_, answer) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(await fetchGeolocation(tz, vi.fn<typeof fetch>().mockImplementation(answer))).toEqual(unknown)
      expect(warn).toHaveBeenCalledWith('Geolocation fetch failed', expect.anything())
    },
  )

  it('falls back field by field when the answer lacks some', async () => {
    const location = await fetchGeolocation(
      tz,
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          json({ ...unknownBody, country_name: 'Mexico', latitude: 'not a number', longitude: 999 }),
        ),
    )
    expect(location).toEqual({ ...unknown, country: 'Mexico' })
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

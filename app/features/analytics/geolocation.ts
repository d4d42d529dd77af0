/** Where the visitor is, as far as an IP-geolocation service can tell (SPEC §7). */
export interface Geolocation {
  country: string
  region: string
  city: string
  latitude: number
  longitude: number
  timezone: string
}

/**
 * The site's own server asks the service for the visitor's address (server/geolocation.ts):
 * the browser never contacts a third party, and the page's CSP allows connections to 'self' only.
 */
export const GEOLOCATION_ENDPOINT = '/api/geolocation'

// The server gives up on the service after 2 s; this leaves room for a slow network.
const TIMEOUT_MS = 5_000
const UNKNOWN = 'Unknown'

/** The answer when the location is unknown or the call fails: Unknown, 0 and the browser's own time zone. */
export function unknownLocation(timeZone: string): Geolocation {
  return { country: UNKNOWN, region: UNKNOWN, city: UNKNOWN, latitude: 0, longitude: 0, timezone: timeZone }
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : fallback
const coordinate = (value: unknown, limit: number) => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : 0
}

/**
 * One GET to the site's endpoint, no parameters (field names: country_name, region, city,
 * latitude, longitude, timezone; null when unknown). Missing fields fall back one by one; a
 * failed call falls back entirely, with the console message SPEC §8 names, and never throws.
 */
export async function fetchGeolocation(
  timeZone: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Geolocation> {
  const fallback = unknownLocation(timeZone)
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined
    const response = await fetchImpl(GEOLOCATION_ENDPOINT, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal,
    })
    if (!response.ok) throw new Error(`HTTP error! status ${response.status}`)
    const body = (await response.json()) as Record<string, unknown> | null
    if (!body || typeof body !== 'object') throw new Error('The answer is not an object')
    return {
      country: text(body.country_name, fallback.country),
      region: text(body.region, fallback.region),
      city: text(body.city, fallback.city),
      latitude: coordinate(body.latitude, 90),
      longitude: coordinate(body.longitude, 180),
      timezone: text(body.timezone, fallback.timezone),
    }
  } catch (error) {
    console.warn('Geolocation fetch failed', error)
    return fallback
  }
}

/** Where the visitor is, as far as an IP-geolocation service can tell (SPEC §7). */
export interface Geolocation {
  country: string
  region: string
  city: string
  latitude: number
  longitude: number
  timezone: string
}

const TIMEOUT_MS = 5_000
const UNKNOWN = 'Unknown'

/** The answer when there is no service or it fails: Unknown, 0 and the browser's own time zone. */
export function unknownLocation(timeZone: string): Geolocation {
  return { country: UNKNOWN, region: UNKNOWN, city: UNKNOWN, latitude: 0, longitude: 0, timezone: timeZone }
}

export function isUnitedStates(country: string): boolean {
  return /^united states( of america)?$/i.test(country.trim())
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : fallback)
const coordinate = (value: unknown, limit: number) => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : 0
}

/**
 * One GET to the configured service (ipapi.co's field names: country_name, region, city,
 * latitude, longitude, timezone). Missing fields fall back one by one; a failed call falls
 * back entirely, with the console message SPEC §8 names, and never throws.
 */
export async function fetchGeolocation(url: string | null, timeZone: string, fetchImpl: typeof fetch = fetch): Promise<Geolocation> {
  const fallback = unknownLocation(timeZone)
  if (!url) return fallback
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, credentials: 'omit', signal })
    if (!response.ok) throw new Error(`HTTP error! status ${response.status}`)
    const body = (await response.json()) as Record<string, unknown> | null
    // ipapi.co answers some refusals (rate limits, reserved addresses) with 200 and `error: true`.
    if (!body || typeof body !== 'object' || body.error) throw new Error(`Refused: ${text(body?.reason, 'no reason given')}`)
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

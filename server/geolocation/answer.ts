import { z } from 'zod'

/**
 * What GET /api/geolocation answers: the six fields the browser reads (SPEC §7), under the
 * field names of ipapi.co, which the default service uses. null means unknown; the browser
 * then falls back to "Unknown", 0 or its own time zone, field by field.
 */
export interface GeolocationAnswer {
  country_name: string | null
  region: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  timezone: string | null
}

export const UNKNOWN_LOCATION: Readonly<GeolocationAnswer> = Object.freeze({
  country_name: null,
  region: null,
  city: null,
  latitude: null,
  longitude: null,
  timezone: null,
})

/** A failed lookup; the message is ours, never the service's text, so it is safe to log. */
export class LookupError extends Error {}

// Cut first, then drop control, format and unpaired surrogate characters (a cut can leave one).
const placeName = (max: number) =>
  z
    .string()
    .transform(
      (text) =>
        text
          .trim()
          .slice(0, max)
          .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
          .trim() || null,
    )
    .catch(null)
const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().catch(null)
// IANA names such as "America/Los_Angeles" or "Etc/GMT+8".
const timeZone = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/)
  .nullable()
  .catch(null)

/** A field that is missing or unfit becomes null on its own; everything else the service sends is dropped. */
const ServiceAnswerSchema = z.object({
  country_name: placeName(100),
  region: placeName(100),
  city: placeName(100),
  latitude: coordinate(90),
  longitude: coordinate(180),
  timezone: timeZone,
})

/** The service's answer body, checked and cut down to the six fields; throws LookupError when unusable. */
export function readServiceAnswer(text: string): GeolocationAnswer {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new LookupError('the answer is not JSON')
  }
  // ipapi.co refuses some lookups (rate limits, reserved addresses) with status 200 and `error: true`.
  if (typeof body === 'object' && body !== null && 'error' in body && body.error)
    throw new LookupError('the service refused')
  const result = ServiceAnswerSchema.safeParse(body)
  if (!result.success) throw new LookupError('the answer is not an object')
  if (Object.values(result.data).every((value) => value === null))
    throw new LookupError('the answer has none of the fields')
  return result.data
}

import { z } from '../zod'
import { analyticsEventNames, devices, MAX_EVENTS, MAX_PROPERTY_LENGTH } from './limits'

/**
 * The analytics session record (SPEC §3): the server validates beacons with these schemas, and
 * the record's types are inferred from them. Browser code must import only types from here
 * (through record.ts), never values: zod stays out of the analytics chunk
 * (client-bundle.test.ts checks it). Bounds keep one record well under the endpoint's 16 KB limit.
 */

const id = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a random identifier')
const label = (max: number) => z.string().max(max)

export const AnalyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  /** Milliseconds since the epoch, by the browser's clock. */
  timestamp: z.number().int().nonnegative(),
  /** Short strings such as `text` and `href` of the clicked link, or `href` of a page view. */
  properties: z
    .record(z.string().max(32), z.string().max(MAX_PROPERTY_LENGTH))
    .refine((properties) => Object.keys(properties).length <= 6, 'at most 6 properties'),
})
export type AnalyticsEventRecord = z.infer<typeof AnalyticsEventSchema>

/** Real-user speed of the page load that started the session (web-vitals): ms, ms, unitless. */
export const VitalsSchema = z.object({
  LCP: z.number().nonnegative().max(600_000).optional(),
  INP: z.number().nonnegative().max(600_000).optional(),
  CLS: z.number().nonnegative().max(100).optional(),
})
export type Vitals = z.infer<typeof VitalsSchema>
export type VitalName = keyof Vitals

export const AnalyticsSessionSchema = z.object({
  sessionId: id,
  /** Random id kept under `analytics_user_id`; never leaves the browser. */
  userId: id,
  /** When the session started (ms since the epoch). */
  timestamp: z.number().int().nonnegative(),
  /** Path of the page now shown, without query string. */
  page: label(300),
  /** Origin of the site that sent the visitor, or "Direct". */
  referrer: label(300),
  /** Never leaves the browser: the server keeps the parsed browser, system and device. */
  userAgent: label(512),
  /** "1920x1080". */
  screenResolution: z.string().regex(/^\d{1,5}x\d{1,5}$/),
  language: label(35),
  country: label(100),
  region: label(100),
  city: label(100),
  timezone: label(64),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  browser: label(40),
  browserVersion: label(40),
  os: label(40),
  device: z.enum(devices),
  isMobile: z.boolean(),
  isUSA: z.boolean(),
  pageViews: z.number().int().nonnegative().max(1_000_000),
  /** Milliseconds from the start of the session to its last save. */
  sessionDuration: z.number().int().nonnegative(),
  events: z.array(AnalyticsEventSchema).max(MAX_EVENTS),
  vitals: VitalsSchema.optional(),
})
export type AnalyticsSession = z.infer<typeof AnalyticsSessionSchema>

/** What the browser sends to /api/analytics: the record without the user id and user agent. */
export const AnalyticsBeaconSchema = AnalyticsSessionSchema.omit({ userId: true, userAgent: true })
export type AnalyticsBeacon = z.infer<typeof AnalyticsBeaconSchema>

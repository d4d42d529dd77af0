import type { AnalyticsBeacon, AnalyticsSession } from './session-schema'

/**
 * The session record's limits and helpers for the browser, in plain TypeScript. The zod
 * schemas that check beacons (session-schema.ts) run on the server only: importing them here
 * would put all of zod into the analytics chunk. Types come from those schemas, imported and
 * re-exported as types only, so they vanish from the bundle.
 */
export type {
  AnalyticsBeacon,
  AnalyticsEventRecord,
  AnalyticsSession,
  VitalName,
  Vitals,
} from './session-schema'

/** How many events one session keeps; the oldest go first. */
export const MAX_EVENTS = 50
/** Longest kept event property value (link text, href). */
export const MAX_PROPERTY_LENGTH = 200
/** Largest body /api/analytics accepts; the browser trims old events to stay below it. */
export const BEACON_MAX_BYTES = 16 * 1024

export const devices = ['Mobile', 'Tablet', 'Desktop'] as const
export type Device = (typeof devices)[number]

/** What the browser sends to /api/analytics: the record without the user id and user agent. */
export function toBeacon({
  userId: _userId,
  userAgent: _userAgent,
  ...beacon
}: AnalyticsSession): AnalyticsBeacon {
  return beacon
}

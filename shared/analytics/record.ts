import type { AnalyticsBeacon, AnalyticsSession } from './schema'

/**
 * The session record for the browser, in plain TypeScript. The zod schemas that check beacons
 * (schema.ts) run on the server only: importing them here would put all of zod into the analytics
 * chunk. Types come from those schemas, imported as types only, so they vanish from the bundle.
 */
export type { AnalyticsBeacon, AnalyticsEventRecord, AnalyticsSession, VitalName, Vitals } from './schema'
export * from './limits'

/** What the browser sends to /api/analytics: the record without the user id and user agent. */
export function toBeacon({
  userId: _userId,
  userAgent: _userAgent,
  ...beacon
}: AnalyticsSession): AnalyticsBeacon {
  return beacon
}

/**
 * The analytics session record's fixed values, in plain TypeScript: the browser's analytics chunk
 * reads them without loading zod, and the server's schema (schema.ts) is built from them.
 */

/** How many events one session keeps; the oldest go first. */
export const MAX_EVENTS = 50
/** Longest kept event property value (link text, href). */
export const MAX_PROPERTY_LENGTH = 200
/** Largest body /api/analytics accepts; the browser trims old events to stay below it. */
export const BEACON_MAX_BYTES = 16 * 1024

export const devices = ['Mobile', 'Tablet', 'Desktop'] as const
export type Device = (typeof devices)[number]

/** What visitors do that the statistics count (SPEC §4). */
export const analyticsEventNames = ['appointment_request', 'phone_click', 'form_submit', 'page_view'] as const
export type AnalyticsEventName = (typeof analyticsEventNames)[number]

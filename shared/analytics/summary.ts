import { devices, type AnalyticsSession, type Device } from './record'

/** SPEC §9: the top lists hold 10 entries. */
export const TOP_LIMIT = 10

/** The fields the summary reads: the browser's stored records and the server's rows both have them. */
export type SummaryInput = Pick<AnalyticsSession, 'isUSA' | 'browser' | 'device' | 'city' | 'page' | 'events'>

export interface SessionSummary {
  totalSessions: number
  usaSessions: number
  /** Sessions per browser name. */
  browsers: Record<string, number>
  /** Sessions per device class; all three classes are always present. */
  devices: Record<Device, number>
  /** The most viewed pages, most views first. */
  topPages: { page: string; views: number }[]
  /** The cities most sessions came from, most first; "Unknown" is not a city and is left out. */
  topCities: { city: string; count: number }[]
}

const add = (counts: Map<string, number>, key: string, amount = 1) =>
  counts.set(key, (counts.get(key) ?? 0) + amount)

/** Largest first; ties in name order, so the same data always gives the same list. */
function top(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, TOP_LIMIT)
}

/**
 * The session summary of SPEC §3, computed one way for the browser helper and the server's
 * dashboard. A page's views are the page-view events naming it; a session without any (an
 * old record, or one trimmed of events) counts one view of its page.
 */
export function summarize(sessions: readonly SummaryInput[]): SessionSummary {
  const browsers = new Map<string, number>()
  const deviceCounts = Object.fromEntries(devices.map((device) => [device, 0])) as Record<Device, number>
  const pages = new Map<string, number>()
  const cities = new Map<string, number>()
  let usaSessions = 0

  for (const session of sessions) {
    if (session.isUSA) usaSessions++
    add(browsers, session.browser || 'Other')
    if (session.device in deviceCounts) deviceCounts[session.device]++
    if (session.city && session.city !== 'Unknown') add(cities, session.city)
    const views = session.events.flatMap((event) =>
      event.name === 'page_view' && event.properties.href ? [event.properties.href] : [],
    )
    if (views.length === 0 && session.page) add(pages, session.page)
    for (const href of views) add(pages, href)
  }

  return {
    totalSessions: sessions.length,
    usaSessions,
    browsers: Object.fromEntries([...browsers].sort(([, x], [, y]) => y - x)),
    devices: deviceCounts,
    topPages: top(pages).map(([page, views]) => ({ page, views })),
    topCities: top(cities).map(([city, count]) => ({ city, count })),
  }
}

/** The p-th percentile (0–100) by the nearest-rank method, or null without values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null
}

import { isUnitedStates } from '#shared/analytics/country'
import type { AnalyticsBeacon, AnalyticsEventRecord, Device } from '#shared/analytics/record'
import type { SummaryInput } from '#shared/analytics/summary'
import type { Db } from '../db'

/** How long visitor statistics are kept (the privacy page says 13 months). */
export const RETENTION_DAYS = 395
const DAY_MS = 86_400_000
const PRUNE_EVERY_MS = 3_600_000

export interface AnalyticsRow {
  session_id: string
  first_seen: number
  last_seen: number
  started_at: number
  page: string
  referrer: string
  screen_resolution: string
  language: string
  country: string
  region: string
  city: string
  timezone: string
  latitude: number
  longitude: number
  browser: string
  browser_version: string
  os: string
  device: Device
  is_mobile: number
  is_usa: number
  page_views: number
  session_duration: number
  events: string
  lcp: number | null
  inp: number | null
  cls: number | null
}

/** One decimal of a degree is about 11 km: the city, never the street. */
export const roundToCity = (degrees: number) => Math.round(degrees * 10) / 10

function eventsOf(row: AnalyticsRow): AnalyticsEventRecord[] {
  try {
    const events: unknown = JSON.parse(row.events)
    return Array.isArray(events) ? (events as AnalyticsEventRecord[]) : []
  } catch {
    return []
  }
}

/** A stored row in the shape the shared summary reads. */
export const summaryInputOf = (row: AnalyticsRow): SummaryInput => ({
  isUSA: row.is_usa === 1,
  browser: row.browser,
  device: row.device,
  city: row.city,
  page: row.page,
  events: eventsOf(row),
})

export function analyticsStore(db: Db) {
  // Repeated beacons of one session update one row; measurements already in are not erased.
  const upsert = db.prepare(`
    INSERT INTO analytics_sessions (session_id, first_seen, last_seen, started_at, page, referrer, screen_resolution, language,
      country, region, city, timezone, latitude, longitude, browser, browser_version, os, device, is_mobile, is_usa,
      page_views, session_duration, events, lcp, inp, cls)
    VALUES (@session_id, @now, @now, @started_at, @page, @referrer, @screen_resolution, @language, @country, @region, @city,
      @timezone, @latitude, @longitude, @browser, @browser_version, @os, @device, @is_mobile, @is_usa, @page_views,
      @session_duration, @events, @lcp, @inp, @cls)
    ON CONFLICT (session_id) DO UPDATE SET
      last_seen = excluded.last_seen, page = excluded.page, country = excluded.country, region = excluded.region,
      city = excluded.city, timezone = excluded.timezone, latitude = excluded.latitude, longitude = excluded.longitude,
      is_usa = excluded.is_usa, page_views = excluded.page_views, session_duration = excluded.session_duration,
      events = excluded.events, lcp = COALESCE(excluded.lcp, lcp), inp = COALESCE(excluded.inp, inp), cls = COALESCE(excluded.cls, cls)`)
  const since = db.prepare('SELECT * FROM analytics_sessions WHERE first_seen >= ? ORDER BY first_seen')
  const prune = db.prepare('DELETE FROM analytics_sessions WHERE first_seen < ?')
  let lastPrune = 0

  return {
    save(beacon: AnalyticsBeacon, now = Date.now()) {
      if (now - lastPrune > PRUNE_EVERY_MS) {
        prune.run(now - RETENTION_DAYS * DAY_MS)
        lastPrune = now
      }
      upsert.run({
        session_id: beacon.sessionId,
        now,
        started_at: beacon.timestamp,
        page: beacon.page,
        referrer: beacon.referrer,
        screen_resolution: beacon.screenResolution,
        language: beacon.language,
        country: beacon.country,
        region: beacon.region,
        city: beacon.city,
        timezone: beacon.timezone,
        latitude: roundToCity(beacon.latitude),
        longitude: roundToCity(beacon.longitude),
        browser: beacon.browser,
        browser_version: beacon.browserVersion,
        os: beacon.os,
        device: beacon.device,
        is_mobile: beacon.isMobile ? 1 : 0,
        // Decided here from the country, not taken on the browser's word.
        is_usa: isUnitedStates(beacon.country) ? 1 : 0,
        page_views: beacon.pageViews,
        session_duration: beacon.sessionDuration,
        events: JSON.stringify(beacon.events),
        lcp: beacon.vitals?.LCP ?? null,
        inp: beacon.vitals?.INP ?? null,
        cls: beacon.vitals?.CLS ?? null,
      })
    },
    /** Sessions first seen at or after `from` (ms), oldest first. */
    since(from: number): AnalyticsRow[] {
      return since.all(from) as AnalyticsRow[]
    },
  }
}

export type AnalyticsStore = ReturnType<typeof analyticsStore>

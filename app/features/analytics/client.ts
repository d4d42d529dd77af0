import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import type { UserAgentHints } from './detect'
import { createAnalytics, fitBeacon, type Analytics } from './session'
import { BEACON_MAX_BYTES, type AnalyticsBeacon, type VitalName } from '#shared/analytics/record'
import type { KeyValueStorage } from './session-store'
import { subscribe } from './track'

/**
 * The analytics chunk: loaded after the page is idle (see load.ts), never on first load.
 * It wires the session to the real browser: storage, the geolocation call to our own server,
 * the page-hide beacon to /api/analytics, and the web-vitals speed measurements.
 */

const ENDPOINT = '/api/analytics'

// Reached through functions: merely reading `window.localStorage` throws where storage is blocked.
const storageOf = (pick: () => Storage): KeyValueStorage => ({
  getItem: (key) => pick().getItem(key),
  setItem: (key, value) => pick().setItem(key, value),
})

function send(beacon: AnalyticsBeacon) {
  const body = fitBeacon(beacon, BEACON_MAX_BYTES)
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- missing in some in-app browsers
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return
  } catch {
    // Fall through to fetch.
  }
  fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch((error: unknown) => console.warn('Analytics could not be sent', error))
}

interface TemporalNow {
  Now: { timeZoneId(): string }
}

/**
 * The browser's time zone, the fallback when the location service gives none. Temporal knows it
 * at no cost; building an Intl.DateTimeFormat to ask takes tens of milliseconds the first time
 * on a phone, so it is only the fallback where Temporal is missing.
 */
function browserTimeZone(): string {
  const temporal = (globalThis as typeof globalThis & { Temporal?: TemporalNow }).Temporal
  try {
    return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'Unknown'
  } catch {
    return 'Unknown'
  }
}

let started: Analytics | null = null

export function startAnalytics(): Analytics {
  if (started) return started
  const analytics = createAnalytics({
    localStorage: storageOf(() => window.localStorage),
    sessionStorage: storageOf(() => window.sessionStorage),
    fetch: (...args) => fetch(...args),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    userAgentHints: (navigator as Navigator & { userAgentData?: UserAgentHints }).userAgentData ?? null,
    language: navigator.language || 'Unknown',
    screen: { width: window.screen.width, height: window.screen.height },
    referrer: document.referrer,
    origin: window.location.origin,
    page: window.location.pathname,
    timeZone: browserTimeZone(),
    isHidden: () => document.visibilityState === 'hidden',
    send,
  })
  started = analytics

  subscribe((event) => analytics.record(event))
  // `pagehide` fires on every unload too; an `unload` listener would also keep the page out of the back/forward cache.
  window.addEventListener('pagehide', () => analytics.hide())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.hide()
  })
  const report = (metric: Metric) => analytics.vital(metric.name as VitalName, metric.value)
  onLCP(report)
  onINP(report)
  onCLS(report)
  return analytics
}

/**
 * The only analytics code in the first-load bundle: it checks the visitor's privacy signals,
 * then loads the analytics chunk once the page is idle. Events sent with track() before
 * then wait in its queue.
 */

interface PrivacySignals {
  /** Global Privacy Control (https://globalprivacycontrol.org). */
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** No statistics at all, and no geolocation call, when the browser asks not to be tracked. */
export function analyticsAllowed(signals: PrivacySignals, legacyDoNotTrack?: string | null): boolean {
  return signals.globalPrivacyControl !== true && signals.doNotTrack !== '1' && legacyDoNotTrack !== '1'
}

const IDLE_TIMEOUT_MS = 4_000
const FALLBACK_DELAY_MS = 2_000
let scheduled = false

export function scheduleAnalytics(): void {
  if (scheduled || typeof window === 'undefined') return
  scheduled = true
  const legacy = (window as Window & { doNotTrack?: string | null }).doNotTrack
  if (!analyticsAllowed(navigator, legacy)) return
  const start = () => {
    import('./client')
      .then(({ startAnalytics }) => startAnalytics())
      .catch((error: unknown) => console.warn('Analytics could not load', error))
  }
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
  else window.setTimeout(start, FALLBACK_DELAY_MS)
}

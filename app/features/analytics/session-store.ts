import type { AnalyticsSession } from '#shared/analytics/record'

/** SPEC §9: the storage keys and the cap on kept sessions. */
export const DATA_KEY = 'analytics_data'
export const USER_KEY = 'analytics_user_id'
export const MAX_SESSIONS = 100

/** The slice of `localStorage` the store uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Stored sessions, oldest first; anything unreadable counts as none. */
export function loadSessions(storage: KeyValueStorage): AnalyticsSession[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DATA_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as AnalyticsSession[]) : []
  } catch (error) {
    console.warn('Analytics data could not be read', error)
    return []
  }
}

/**
 * Writes the session in place (a session keeps its position) or appends it, then keeps only
 * the newest MAX_SESSIONS. Failures (storage full or blocked) are reported on the console only.
 */
export function saveSession(storage: KeyValueStorage, session: AnalyticsSession): boolean {
  try {
    const sessions = loadSessions(storage)
    const index = sessions.findIndex((stored) => stored.sessionId === session.sessionId)
    if (index === -1) sessions.push(session)
    else sessions[index] = session
    storage.setItem(DATA_KEY, JSON.stringify(sessions.slice(-MAX_SESSIONS)))
    return true
  } catch (error) {
    console.warn('Analytics save failed', error)
    return false
  }
}

/** The visitor's random id, created once and kept under `analytics_user_id`. */
export function userIdFrom(storage: KeyValueStorage, newId: () => string): string {
  try {
    const existing = storage.getItem(USER_KEY)
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing
    const id = newId()
    storage.setItem(USER_KEY, id)
    return id
  } catch (error) {
    console.warn('Analytics save failed', error)
    return newId()
  }
}

/** 32 hex digits from the browser's random source (works where crypto.randomUUID does not: plain http). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

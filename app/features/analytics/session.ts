import { describeClient, type UserAgentHints } from './detect'
import { isUnitedStates } from '#shared/analytics/country'
import { fetchGeolocation } from './geolocation'
import {
  MAX_EVENTS,
  MAX_PROPERTY_LENGTH,
  toBeacon,
  type AnalyticsBeacon,
  type AnalyticsSession,
  type VitalName,
} from '#shared/analytics/record'
import { loadSessions, randomId, saveSession, userIdFrom, type KeyValueStorage } from './session-store'
import { summarize } from '#shared/analytics/summary'
import type { AnalyticsEvent } from './track'

/** SPEC §9: how long an event waits before trying again while the session is being created. */
/** SPEC §4: events that save the session at once, wherever the visitor is. */
export const SAVE_EVENTS: ReadonlySet<string> = new Set(['appointment_request', 'phone_click', 'form_submit'])
/** Keeps the tab's session across reloads, so a reload is not a new visit. */
export const SESSION_ID_KEY = 'analytics_session_id'
/** A tab left alone this long starts a new session when it comes back, as most analytics count visits. */
export const SESSION_IDLE_MS = 30 * 60_000

/** Everything the session takes from the browser, passed in so tests can stand in for it. */
export interface AnalyticsEnvironment {
  localStorage: KeyValueStorage
  sessionStorage: KeyValueStorage
  fetch: typeof fetch
  userAgent: string
  maxTouchPoints: number
  /** `navigator.userAgentData`, where the browser has it. */
  userAgentHints?: UserAgentHints | null
  language: string
  screen: { width: number; height: number }
  /** `document.referrer`, and our own origin, so links within the site count as Direct. */
  referrer: string
  origin: string
  /** Path of the page the session starts on. */
  page: string
  timeZone: string
  isHidden: () => boolean
  /** Delivers the session to the server (a beacon in the browser). */
  send: (beacon: AnalyticsBeacon) => void
  now?: () => number
  newId?: () => string
}

/** The referring site's origin only: paths and query strings can carry personal details. */
export function referrerOf(referrer: string, ownOrigin: string): string {
  try {
    const origin = new URL(referrer).origin
    return origin === 'null' || origin === ownOrigin ? 'Direct' : origin
  } catch {
    return 'Direct'
  }
}

function resume(env: AnalyticsEnvironment, now: number): AnalyticsSession | null {
  try {
    const id = env.sessionStorage.getItem(SESSION_ID_KEY)
    const session = id ? loadSessions(env.localStorage).find((stored) => stored.sessionId === id) : undefined
    return session && now - (session.timestamp + session.sessionDuration) < SESSION_IDLE_MS ? session : null
  } catch {
    return null
  }
}

async function create(
  env: AnalyticsEnvironment,
  now: number,
  newId: () => string,
): Promise<AnalyticsSession> {
  const [location, client] = await Promise.all([
    fetchGeolocation(env.timeZone, env.fetch),
    describeClient(env.userAgent, env.maxTouchPoints, env.userAgentHints),
  ])
  return {
    sessionId: newId(),
    userId: userIdFrom(env.localStorage, newId),
    timestamp: now,
    page: env.page,
    referrer: referrerOf(env.referrer, env.origin),
    userAgent: env.userAgent.slice(0, 512),
    screenResolution: `${Math.round(env.screen.width)}x${Math.round(env.screen.height)}`,
    language: env.language.slice(0, 35),
    ...location,
    ...client,
    isUSA: isUnitedStates(location.country),
    pageViews: 0,
    sessionDuration: 0,
    events: [],
  }
}

const trimmed = (properties: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(properties)
      .slice(0, 6)
      .map(([key, value]) => [key.slice(0, 32), value.slice(0, MAX_PROPERTY_LENGTH)]),
  )

/**
 * The visitor's session (SPEC §3–4): created on first load (resumed after a reload), with one
 * geolocation call; events join its list, and the session is saved to localStorage on the
 * save events, on page views in the United States, and when the page is hidden or unloaded,
 * which also sends it to the server.
 */
export function createAnalytics(env: AnalyticsEnvironment) {
  const now = env.now ?? Date.now
  let session: AnalyticsSession | null = null

  const ready = (async () => {
    session = resume(env, now()) ?? (await create(env, now(), env.newId ?? randomId))
    try {
      env.sessionStorage.setItem(SESSION_ID_KEY, session.sessionId)
    } catch {
      // Without sessionStorage a reload simply starts a new session.
    }
    return session
  })()

  /**
   * Runs now if the session exists, else once it does, in the order asked: a page view that came
   * before a phone tap is in the session before the tap that saves it.
   */
  const waiting: ((current: AnalyticsSession) => void)[] = []
  let started: AnalyticsSession | null = null
  void ready.then((current) => {
    for (let action = waiting.shift(); action; action = waiting.shift()) action(current)
    started = current
  })
  function whenReady(action: (current: AnalyticsSession) => void) {
    if (started) action(started)
    else waiting.push(action)
  }

  function save(current: AnalyticsSession) {
    current.sessionDuration = Math.max(0, now() - current.timestamp)
    saveSession(env.localStorage, current)
  }

  return {
    ready,
    current: () => session,
    /** The summary of the sessions kept in this browser (SPEC §3). */
    summary: () => summarize(loadSessions(env.localStorage)),
    record(event: AnalyticsEvent) {
      whenReady((current) => {
        current.events.push({
          name: event.name,
          timestamp: event.timestamp,
          properties: trimmed(event.properties),
        })
        if (current.events.length > MAX_EVENTS) current.events.splice(0, current.events.length - MAX_EVENTS)
        if (event.name === 'page_view') {
          current.pageViews += 1
          current.page = event.properties.href?.slice(0, 300) || current.page
          if (current.isUSA) save(current)
        } else if (SAVE_EVENTS.has(event.name)) {
          save(current)
        }
      })
    },
    /** Page hide and unload: the last moment the browser reliably lets us save and send. */
    hide() {
      if (!session) return
      save(session)
      env.send(toBeacon(session))
    },
    /** A speed measurement; web-vitals reports most of them as the page is hidden, so send again then. */
    vital(name: VitalName, value: number) {
      whenReady((current) => {
        current.vitals = {
          ...current.vitals,
          [name]: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
        }
        if (env.isHidden()) env.send(toBeacon(current))
      })
    },
  }
}

export type Analytics = ReturnType<typeof createAnalytics>

/** Drops the oldest events until the beacon fits the server's size limit. */
export function fitBeacon(beacon: AnalyticsBeacon, maxBytes: number): string {
  let fitted = beacon
  let body = JSON.stringify(fitted)
  while (new TextEncoder().encode(body).length > maxBytes && fitted.events.length > 0) {
    fitted = { ...fitted, events: fitted.events.slice(Math.max(1, Math.ceil(fitted.events.length / 4))) }
    body = JSON.stringify(fitted)
  }
  return body
}

/**
 * The one interface pages use to record what visitors do. Events go to whoever subscribed
 * (the analytics session, when it loads); before that they wait in a short queue.
 */
import type { AnalyticsEventName } from '#shared/analytics/limits'

export type { AnalyticsEventName }

export interface AnalyticsEvent {
  name: AnalyticsEventName
  timestamp: number
  properties: Record<string, string>
}

type Listener = (event: AnalyticsEvent) => void

const listeners = new Set<Listener>()
const queue: AnalyticsEvent[] = []
const QUEUE_LIMIT = 50

export function track(name: AnalyticsEventName, properties: Record<string, string> = {}): void {
  const event = { name, timestamp: Date.now(), properties }
  if (listeners.size === 0) {
    if (queue.length < QUEUE_LIMIT) queue.push(event)
    return
  }
  for (const listener of listeners) listener(event)
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  for (const event of queue.splice(0)) listener(event)
  return () => listeners.delete(listener)
}

/** Clicks on elements marked `data-analytics="<event>"` become events with their text and href. */
export function trackClick(event: MouseEvent): void {
  const target = event.target
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-analytics]') : null
  if (!element) return
  const name = element.dataset.analytics as AnalyticsEventName
  track(name, { text: element.textContent.trim(), href: element.getAttribute('href') ?? '' })
}

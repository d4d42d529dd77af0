import { percentile, summarize, type SessionSummary } from '#shared/analytics/summary'
import type { VitalName } from '#shared/analytics/schema'
import { summaryInputOf, type AnalyticsRow } from '../analytics/store'
// The practice's days, for "sessions per day".
import { TIME_ZONE } from './time'

export const PERIODS = [7, 30, 90] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD: Period = 30
const DAY_MS = 86_400_000

export function periodOf(value: string | undefined): Period {
  const days = Number(value)
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : DEFAULT_PERIOD
}

/** "Good" and "poor" limits from web.dev's Core Web Vitals guidance. */
export const vitalThresholds: Record<VitalName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
}

export interface VitalReport {
  name: VitalName
  p75: number | null
  samples: number
  rating: 'good' | 'needs improvement' | 'poor' | null
}

export interface Report {
  days: Period
  from: number
  summary: SessionSummary
  pageViews: number
  perDay: { date: string; sessions: number }[]
  vitals: VitalReport[]
}

const dateKey = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms)

/** The calendar days of the period, oldest first, counted on the calendar (safe across DST). */
function daysEnding(today: string, count: number): string[] {
  const end = Date.parse(`${today}T12:00:00Z`)
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** Milliseconds the practice's clock is ahead of UTC at that moment (negative in California). */
function offsetMs(ms: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0
}

/** Midnight, practice time, at the start of the first day of the period. */
export function periodStart(days: Period, now: number): number {
  const [first = dateKey(now)] = daysEnding(dateKey(now), days)
  const utcMidnight = Date.parse(`${first}T00:00:00Z`)
  return utcMidnight - offsetMs(utcMidnight)
}

function rate(name: VitalName, value: number | null): VitalReport['rating'] {
  if (value === null) return null
  const { good, poor } = vitalThresholds[name]
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor'
}

/** Everything the dashboard shows for a period, from the stored rows of that period. */
export function buildReport(rows: readonly AnalyticsRow[], days: Period, now: number): Report {
  const perDay = new Map(daysEnding(dateKey(now), days).map((date) => [date, 0]))
  for (const row of rows) {
    const key = dateKey(row.first_seen)
    const count = perDay.get(key)
    if (count !== undefined) perDay.set(key, count + 1)
  }
  const columns = { LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const
  const vitals = (Object.keys(columns) as VitalName[]).map((name) => {
    const values = rows.map((row) => row[columns[name]]).filter((value): value is number => value !== null)
    const p75 = percentile(values, 75)
    return { name, p75, samples: values.length, rating: rate(name, p75) }
  })
  return {
    days,
    from: periodStart(days, now),
    summary: summarize(rows.map(summaryInputOf)),
    pageViews: rows.reduce((sum, row) => sum + row.page_views, 0),
    perDay: [...perDay].map(([date, sessions]) => ({ date, sessions })),
    vitals,
  }
}

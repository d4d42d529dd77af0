import { describe, expect, it } from 'vitest'
import type { AnalyticsRow } from '../analytics/store'
import { buildReport, periodOf, periodStart } from './report'

const now = Date.parse('2026-03-10T20:00:00Z') // 1 pm in California, two days after the switch to daylight time
const row = (first_seen: number, overrides: Partial<AnalyticsRow> = {}): AnalyticsRow => ({
  session_id: `s${first_seen}`,
  first_seen,
  last_seen: first_seen,
  started_at: first_seen,
  page: '/',
  referrer: 'Direct',
  screen_resolution: '1x1',
  language: 'en',
  country: 'United States',
  region: 'California',
  city: 'Irvine',
  timezone: 'America/Los_Angeles',
  latitude: 33.7,
  longitude: -117.8,
  browser: 'Chrome',
  browser_version: '1',
  os: 'Windows',
  device: 'Desktop',
  is_mobile: 0,
  is_usa: 1,
  page_views: 1,
  session_duration: 1000,
  events: '[{"name":"page_view","timestamp":1,"properties":{"href":"/"}}]',
  lcp: null,
  inp: null,
  cls: null,
  ...overrides,
})

describe('buildReport', () => {
  it('counts sessions per California day over the whole period, oldest first', () => {
    const report = buildReport(
      [row(now - 3_600_000), row(now - 3_600_000), row(Date.parse('2026-03-09T06:30:00Z'))],
      7,
      now,
    )
    expect(report.perDay).toHaveLength(7)
    expect(report.perDay.at(-1)).toEqual({ date: '2026-03-10', sessions: 2 })
    // 06:30 UTC on the 9th is still the evening of the 8th in California.
    expect(report.perDay.find((day) => day.date === '2026-03-08')).toEqual({
      date: '2026-03-08',
      sessions: 1,
    })
    expect(report.perDay[0]!.date).toBe('2026-03-04')
    expect(report.summary.totalSessions).toBe(3)
    expect(report.pageViews).toBe(3)
  })

  it('starts the period at midnight in California', () => {
    expect(new Date(periodStart(7, now)).toISOString()).toBe('2026-03-04T08:00:00.000Z')
    expect(new Date(periodStart(30, Date.parse('2026-07-01T12:00:00Z'))).toISOString()).toBe(
      '2026-06-02T07:00:00.000Z',
    )
  })

  it('gives the 75th percentile of each speed measurement with its rating', () => {
    const rows = [1000, 2000, 3000, 4500].map((lcp, i) =>
      row(now - i, { lcp, inp: i === 0 ? 600 : null, cls: 0.05 }),
    )
    const vitals = Object.fromEntries(buildReport(rows, 30, now).vitals.map((v) => [v.name, v]))
    expect(vitals.LCP).toEqual({ name: 'LCP', p75: 3000, samples: 4, rating: 'needs improvement' })
    expect(vitals.INP).toEqual({ name: 'INP', p75: 600, samples: 1, rating: 'poor' })
    expect(vitals.CLS).toMatchObject({ p75: 0.05, rating: 'good' })
    expect(buildReport([], 30, now).vitals[0]).toEqual({ name: 'LCP', p75: null, samples: 0, rating: null })
  })
})

describe('periodOf', () => {
  it('accepts 7, 30 or 90 days and falls back to 30', () => {
    expect(periodOf('7')).toBe(7)
    expect(periodOf('90')).toBe(90)
    expect(periodOf('365')).toBe(30)
    expect(periodOf('<b>')).toBe(30)
    expect(periodOf(undefined)).toBe(30)
  })
})

import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import type { AnalyticsStore } from '../analytics/store'
import type { AdminDeps } from './context'
import { toCsv } from './csv'
import { i18nOf } from './i18n'
import { buildReport, periodOf, periodStart } from './report'
import { Dashboard } from './tools-views'

const iso = (ms: number) => new Date(ms).toISOString()

const reportFor = (analytics: AnalyticsStore, c: Context, now = Date.now()) => {
  const days = periodOf(c.req.query('days'))
  return buildReport(analytics.since(periodStart(days, now)), days, now)
}

/** The dashboard (SPEC §3 summary, charts, speed) and its CSV export, at /admin/tools. */
export function routes(deps: AdminDeps) {
  const { analytics, render } = deps
  const pages = new Hono()

  pages.get('/', (c) =>
    render(c, i18nOf(c).t('tools.title'), jsx(Dashboard, { report: reportFor(analytics, c) })),
  )

  pages.get('/analytics.csv', (c) => {
    const now = Date.now()
    const days = periodOf(c.req.query('days'))
    const rows = analytics.since(periodStart(days, now))
    const csv = toCsv([
      [
        'first_seen',
        'started_at',
        'page',
        'referrer',
        'country',
        'region',
        'city',
        'latitude',
        'longitude',
        'timezone',
        'language',
        'screen',
        'browser',
        'browser_version',
        'os',
        'device',
        'is_mobile',
        'is_usa',
        'page_views',
        'session_seconds',
        'events',
        'lcp_ms',
        'inp_ms',
        'cls',
      ],
      ...rows.map((row) => [
        iso(row.first_seen),
        iso(row.started_at),
        row.page,
        row.referrer,
        row.country,
        row.region,
        row.city,
        row.latitude,
        row.longitude,
        row.timezone,
        row.language,
        row.screen_resolution,
        row.browser,
        row.browser_version,
        row.os,
        row.device,
        row.is_mobile,
        row.is_usa,
        row.page_views,
        Math.round(row.session_duration / 1000),
        (JSON.parse(row.events) as unknown[]).length,
        row.lcp,
        row.inp,
        row.cls,
      ]),
    ])
    deps.record(c, 'statistics.exported', {
      detail: `${rows.length} sessions, last ${days} days`,
      params: { count: rows.length, days },
    })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header(
      'Content-Disposition',
      `attachment; filename="visitor-statistics-${days}-days-${iso(now).slice(0, 10)}.csv"`,
    )
    return c.body(csv)
  })
  return pages
}

/** The same report as JSON, at /api/admin/analytics. */
export function api({ analytics }: AdminDeps) {
  const app = new Hono()
  app.get('/', (c) => c.json(reportFor(analytics, c)))
  return app
}

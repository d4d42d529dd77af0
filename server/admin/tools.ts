import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AnalyticsStore } from '../analytics-store'
import { barChart, columnChart } from './charts'
import type { AdminDeps } from './context'
import { toCsv } from './csv'
import {
  buildReport,
  periodOf,
  periodStart,
  PERIODS,
  vitalThresholds,
  type Report,
  type VitalReport,
} from './report'

const card = 'rounded-xl border border-border bg-card p-5'
const number = (value: number) => value.toLocaleString('en-US')

function vitalText(vital: VitalReport) {
  if (vital.p75 === null) return 'No measurements yet'
  const { unit } = vitalThresholds[vital.name]
  return `${unit ? number(Math.round(vital.p75)) : vital.p75.toFixed(3)}${unit ? ' ms' : ''} (${vital.rating})`
}

function dashboard(report: Report) {
  const { summary } = report
  const stats = [
    { label: 'Sessions', value: number(summary.totalSessions) },
    { label: 'Sessions in the United States', value: number(summary.usaSessions) },
    { label: 'Page views', value: number(report.pageViews) },
  ]
  return html`
    <div class="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <nav aria-label="Period" class="flex flex-wrap gap-2">
        ${PERIODS.map(
          (
            days,
          ) => html`<a href="/admin/tools?days=${days}" ${days === report.days ? html`aria-current="page"` : ''}
          class="rounded-md border border-border px-3 py-1.5 ${days === report.days ? 'bg-primary font-semibold text-primary-foreground' : 'bg-background hover:border-primary'}">Last ${days} days</a>`,
        )}
      </nav>
      <a href="/admin/tools/analytics.csv?days=${report.days}" download class="rounded-md border border-border bg-background px-3 py-1.5 font-semibold hover:border-primary">Download as CSV</a>
    </div>
    <h2 class="mt-8 text-xl font-bold">Visitors, last ${report.days} days</h2>
    <dl class="mt-4 grid gap-3 sm:grid-cols-3" data-testid="analytics-totals">
      ${stats.map((stat) => html`<div class="${card}"><dt class="text-sm text-muted-foreground">${stat.label}</dt><dd class="mt-1 text-3xl font-bold tabular-nums">${stat.value}</dd></div>`)}
    </dl>
    <h2 class="mt-8 text-xl font-bold">Real-user speed (75th percentile)</h2>
    <dl class="mt-4 grid gap-3 sm:grid-cols-3" data-testid="analytics-vitals">
      ${report.vitals.map((vital) => html`<div class="${card}"><dt class="text-sm text-muted-foreground">${vital.name} · ${number(vital.samples)} ${vital.samples === 1 ? 'session' : 'sessions'}</dt><dd class="mt-1 text-lg font-semibold">${vitalText(vital)}</dd></div>`)}
    </dl>
    <p class="mt-2 text-sm text-muted-foreground">Largest Contentful Paint (good up to 2,500 ms), Interaction to Next Paint (good up to 200 ms), Cumulative Layout Shift (good up to 0.1), measured in visitors’ browsers.</p>
    <div class="mt-8 grid gap-4">
      ${columnChart({ id: 'per-day', title: 'Sessions per day', bars: report.perDay.map((day) => ({ label: day.date, value: day.sessions })), labelHeading: 'Day', valueHeading: 'Sessions' })}
      <div class="grid gap-4 lg:grid-cols-2">
        ${barChart({ id: 'pages', title: 'Top pages', bars: summary.topPages.map((p) => ({ label: p.page, value: p.views })), labelHeading: 'Page', valueHeading: 'Views' })}
        ${barChart({ id: 'cities', title: 'Top cities', bars: summary.topCities.map((c) => ({ label: c.city, value: c.count })), labelHeading: 'City', valueHeading: 'Sessions' })}
        ${barChart({ id: 'devices', title: 'Devices', bars: Object.entries(summary.devices).map(([label, value]) => ({ label, value })), labelHeading: 'Device', valueHeading: 'Sessions' })}
        ${barChart({ id: 'browsers', title: 'Browsers', bars: Object.entries(summary.browsers).map(([label, value]) => ({ label, value })), labelHeading: 'Browser', valueHeading: 'Sessions' })}
      </div>
    </div>
    <h2 class="mt-10 text-xl font-bold">Other tools</h2>
    <ul class="mt-4 grid gap-3 sm:grid-cols-2">
      <li><a class="block ${card} font-semibold hover:border-primary" href="/admin/keratoconus-qr">QR code for the keratoconus referral page</a></li>
    </ul>`
}

const iso = (ms: number) => new Date(ms).toISOString()

const reportFor = (analytics: AnalyticsStore, c: Context, now = Date.now()) => {
  const days = periodOf(c.req.query('days'))
  return buildReport(analytics.since(periodStart(days, now)), days, now)
}

/** The dashboard (SPEC §3 summary, charts, speed) and its CSV export, at /admin/tools. */
export function routes(deps: AdminDeps) {
  const { analytics, render } = deps
  const pages = new Hono()

  pages.get('/', (c) => render(c, 'Tools and visitor statistics', dashboard(reportFor(analytics, c))))

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
    deps.record(c, 'statistics.exported', { detail: `${rows.length} sessions, last ${days} days` })
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

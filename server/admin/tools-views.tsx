/** @jsxImportSource hono/jsx */
import { cn } from '#shared/ui/cn'
import { BarChart, ColumnChart } from './charts'
import { vitalThresholds, PERIODS, type Report, type VitalReport } from './report'
import { LinkButton } from './ui/button'
import { useI18n } from './ui/context'
import { Hint, Section } from './ui/layout'

const card = 'rounded-xl border border-border bg-card p-5'
const ratings = {
  good: 'tools.good',
  'needs improvement': 'tools.needsImprovement',
  poor: 'tools.poor',
} as const

function VitalValue({ vital }: { vital: VitalReport }) {
  const i18n = useI18n()
  if (vital.p75 === null || vital.rating === null) return <>{i18n.t('tools.noMeasurements')}</>
  const { unit } = vitalThresholds[vital.name]
  const value = unit ? `${i18n.number(Math.round(vital.p75))} ms` : vital.p75.toFixed(3)
  return <>{`${value} (${i18n.t(ratings[vital.rating])})`}</>
}

/** The statistics at /admin/tools: totals, real-user speed, charts, and the other tools. */
export function Dashboard({ report }: { report: Report }) {
  const i18n = useI18n()
  const { t, plural, number } = i18n
  const { summary } = report
  const stats = [
    [t('tools.sessions'), summary.totalSessions],
    [t('tools.usaSessions'), summary.usaSessions],
    [t('tools.pageViews'), report.pageViews],
  ] as const
  const sessions = t('tools.sessions')
  return (
    <>
      <div class="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <nav aria-label={t('tools.period')}>
          <ul class="flex flex-wrap gap-2">
            {PERIODS.map((days) => (
              <li>
                <a
                  href={`/admin/tools?days=${days}`}
                  aria-current={days === report.days ? 'page' : undefined}
                  class={cn(
                    'inline-flex min-h-11 items-center rounded-md border border-border px-3',
                    days === report.days
                      ? 'bg-primary font-semibold text-primary-foreground'
                      : 'bg-background hover:border-primary',
                  )}
                >
                  {plural('tools.lastDays', days)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LinkButton href={`/admin/tools/analytics.csv?days=${report.days}`} download>
          {t('tools.csv')}
        </LinkButton>
      </div>
      <Section id="visitors" title={plural('tools.visitors', report.days)} class="mt-8">
        <dl class="mt-4 grid gap-3 sm:grid-cols-3" data-testid="analytics-totals">
          {stats.map(([label, value]) => (
            <div class={card}>
              <dt class="text-sm text-muted-foreground">{label}</dt>
              <dd class="mt-1 text-3xl font-bold tabular-nums">{number(value)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="speed" title={t('tools.speed')} class="mt-8">
        <dl class="mt-4 grid gap-3 sm:grid-cols-3" data-testid="analytics-vitals">
          {report.vitals.map((vital) => (
            <div class={card}>
              <dt class="text-sm text-muted-foreground">
                {vital.name} · {plural('tools.vitalSessions', vital.samples)}
              </dt>
              <dd class="mt-1 text-lg font-semibold">
                <VitalValue vital={vital} />
              </dd>
            </div>
          ))}
        </dl>
        <Hint>{t('tools.speedHint')}</Hint>
      </Section>
      <div class="mt-8 grid gap-4">
        <ColumnChart
          id="per-day"
          title={t('tools.perDay')}
          bars={report.perDay.map((day) => ({ label: day.date, value: day.sessions }))}
          labelHeading={t('tools.day')}
          valueHeading={sessions}
        />
        <div class="grid gap-4 lg:grid-cols-2">
          <BarChart
            id="pages"
            title={t('tools.topPages')}
            bars={summary.topPages.map((p) => ({ label: p.page, value: p.views }))}
            labelHeading={t('tools.page')}
            valueHeading={t('tools.views')}
          />
          <BarChart
            id="cities"
            title={t('tools.topCities')}
            bars={summary.topCities.map((c) => ({ label: c.city, value: c.count }))}
            labelHeading={t('tools.city')}
            valueHeading={sessions}
          />
          <BarChart
            id="devices"
            title={t('tools.devices')}
            bars={Object.entries(summary.devices).map(([label, value]) => ({ label, value }))}
            labelHeading={t('tools.device')}
            valueHeading={sessions}
          />
          <BarChart
            id="browsers"
            title={t('tools.browsers')}
            bars={Object.entries(summary.browsers).map(([label, value]) => ({ label, value }))}
            labelHeading={t('tools.browser')}
            valueHeading={sessions}
          />
        </div>
      </div>
      <Section id="other-tools" title={t('tools.other')}>
        <ul class="mt-4 grid gap-3 sm:grid-cols-2">
          <li>
            <a class={cn('block font-semibold hover:border-primary', card)} href="/admin/keratoconus-qr">
              {t('tools.qrLink')}
            </a>
          </li>
        </ul>
      </Section>
    </>
  )
}

/** @jsxImportSource hono/jsx */
import { useI18n } from './ui/context'

export interface Bar {
  label: string
  value: number
}

interface Chart {
  id: string
  title: string
  bars: readonly Bar[]
  labelHeading: string
  valueHeading: string
}

/** viewBox widths near the drawn size, so 14-unit text reads as about 14 px: half-width bar charts, full-width columns. */
const BAR_WIDTH = 460
const COLUMN_WIDTH = 900
const short = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text

function Numbers({ title, bars, labelHeading, valueHeading }: Omit<Chart, 'id'>) {
  const { number } = useI18n()
  return (
    <table class="mt-3 w-full text-left text-sm">
      <caption class="sr-only">{title}</caption>
      <thead>
        <tr>
          <th scope="col" class="pb-1">
            {labelHeading}
          </th>
          <th scope="col" class="pb-1 text-right">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr class="border-t border-border">
            <th scope="row" class="py-1 pr-3 font-normal break-all">
              {bar.label}
            </th>
            <td class="py-1 text-right tabular-nums">{number(bar.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A horizontal bar chart drawn on the server as inline SVG (no script), followed by the same
 * numbers as a table: the chart is for the eye, the table for reading and for screen readers.
 */
export function BarChart(chart: Chart) {
  const { t, number } = useI18n()
  const { id, title, bars } = chart
  const rowHeight = 30
  const labelWidth = 170
  const room = BAR_WIDTH - labelWidth - 60
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  return (
    <figure class="rounded-xl border border-border bg-card p-5" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} class="font-semibold">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p class="mt-2 text-muted-foreground">{t('charts.empty')}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${BAR_WIDTH} ${bars.length * rowHeight}`}
            class="mt-3 w-full text-foreground"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <desc id={`${id}-desc`}>{t('charts.barDescription')}</desc>
            {bars.map((bar, index) => {
              const width = Math.max(2, Math.round((bar.value / max) * room))
              return (
                <g transform={`translate(0 ${index * rowHeight})`}>
                  <text x="0" y="20" font-size="14" fill="currentColor">
                    {short(bar.label, 21)}
                  </text>
                  <rect
                    x={labelWidth}
                    y="6"
                    width={width}
                    height="18"
                    rx="3"
                    class="text-primary"
                    fill="currentColor"
                  />
                  <text x={labelWidth + width + 8} y="20" font-size="14" fill="currentColor">
                    {number(bar.value)}
                  </text>
                </g>
              )
            })}
          </svg>
          <Numbers {...chart} />
        </>
      )}
    </figure>
  )
}

/** Sessions per day as columns, oldest on the left; the table sits in a disclosure, 90 rows being long. */
export function ColumnChart(chart: Chart) {
  const { t, number } = useI18n()
  const { id, title, bars } = chart
  const height = 180
  const base = height - 24
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const step = COLUMN_WIDTH / Math.max(1, bars.length)
  const gap = Math.min(4, step / 4)
  const first = bars[0]?.label ?? ''
  const last = bars.at(-1)?.label ?? ''
  return (
    <figure class="rounded-xl border border-border bg-card p-5" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} class="font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${COLUMN_WIDTH} ${height}`}
        class="mt-3 w-full text-foreground"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{t('charts.columnDescription', { first, last, max: number(max) })}</desc>
        <line x1="0" y1={base} x2={COLUMN_WIDTH} y2={base} stroke="currentColor" stroke-opacity="0.3" />
        <text x="0" y="14" font-size="13" fill="currentColor">
          {number(max)}
        </text>
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * (base - 24))
          return (
            <rect
              x={(index * step + gap / 2).toFixed(1)}
              y={base - barHeight}
              width={(step - gap).toFixed(1)}
              height={barHeight}
              class="text-primary"
              fill="currentColor"
            >
              <title>{`${bar.label}: ${number(bar.value)}`}</title>
            </rect>
          )
        })}
        <text x="0" y={height - 4} font-size="13" fill="currentColor">
          {first}
        </text>
        <text x={COLUMN_WIDTH} y={height - 4} font-size="13" fill="currentColor" text-anchor="end">
          {last}
        </text>
      </svg>
      <details class="mt-3">
        <summary class="cursor-pointer text-sm font-semibold">{t('charts.table', { title })}</summary>
        <Numbers {...chart} />
      </details>
    </figure>
  )
}

// The budgets the site must meet (README, "Performance budgets"), and the report table.
import type { PageResult } from './lighthouse'
import type { LoadResult } from './load'

export const targets = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  scriptKb: 30,
  pageRps: 3000,
  pageP99Ms: 25,
}

/** What bench/report.json holds. */
export interface BenchReport {
  date: string
  cpus: number
  /** Load average over the last minute, as the run starts and ends. */
  loadAverageAtStart: number
  node: string
  targets: typeof targets
  lighthouseRuns: number
  /** `seconds` is null when the build was skipped. */
  build: { seconds: number | null; pages: number }
  pages: PageResult[]
  /** The same pages served by another checkout's build (`--baseline`), measured in the same run. */
  baseline?: { dir: string; pages: PageResult[] }
  load: LoadResult[]
  loadAverageAtEnd: number
}

const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')

export function pageChecks(page: PageResult) {
  return {
    performance: page.scores.performance >= targets.performance,
    accessibility: page.scores.accessibility >= targets.accessibility,
    bestPractices: page.scores['best-practices'] >= targets.bestPractices,
    seo: page.scores.seo >= targets.seo,
    lcp: page.lcpMs <= targets.lcpMs,
    tbt: page.tbtMs <= targets.tbtMs,
    cls: page.cls <= targets.cls,
    script: page.firstLoadScriptBytes / 1024 <= targets.scriptKb,
  }
}

export function loadChecks(load: LoadResult) {
  return {
    rps: load.requestsPerSecond >= targets.pageRps,
    p99: load.latencyP99Ms <= targets.pageP99Ms,
    clean: load.non2xx === 0 && load.errors === 0,
  }
}

const pad = (value: string | number, width: number) => String(value).padEnd(width)

export function printTable(report: BenchReport) {
  const cols = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'JS seen',
    'total KB',
    '',
  ]
  const widths = [40, 5, 5, 5, 5, 7, 7, 6, 7, 8, 9, 6]
  const line = (cells: (string | number)[]) => cells.map((cell, i) => pad(cell, widths[i] ?? 0)).join(' ')
  console.log(
    `\nLighthouse mobile, median of ${report.lighthouseRuns} runs (targets: perf ≥ ${targets.performance}, a11y/bp/seo 100, LCP ≤ ${targets.lcpMs} ms, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}, first-load JS ≤ ${targets.scriptKb} KB)`,
  )
  console.log(
    'JS KB: compressed scripts the page loads up front; JS seen: all scripts in the run with headers, including chunks loaded when idle',
  )
  console.log(line(cols))
  for (const page of report.pages) {
    const ok = Object.values(pageChecks(page)).every(Boolean)
    const s = page.scores
    console.log(
      line([
        page.path,
        s.performance,
        s.accessibility,
        s['best-practices'],
        s.seo,
        page.lcpMs,
        page.tbtMs,
        page.cls,
        (page.firstLoadScriptBytes / 1024).toFixed(1),
        (page.scriptBytes / 1024).toFixed(1),
        (page.totalBytes / 1024).toFixed(1),
        mark(ok),
      ]),
    )
    if (!ok)
      console.log(
        `    misses: ${Object.entries(pageChecks(page))
          .filter(([, v]) => !v)
          .map(([k]) => k)
          .join(', ')}; failing audits: ${page.failing.join(', ') || 'none'}`,
      )
  }
  if (report.baseline) printComparison(report.baseline, report.pages)
  const repeated = report.pages.reduce((sum, page) => sum + page.repeatedForBusyCpu, 0)
  if (report.pages.length > 0)
    console.log(
      `Runs repeated because the host's CPU index fell below 80% of the session's best: ${repeated}`,
    )
  const [first] = report.load
  if (first)
    console.log(
      `\nServer (${first.connections} connections, ${first.durationSeconds} s; target for a page: ≥ ${targets.pageRps} req/s, p99 ≤ ${targets.pageP99Ms} ms)`,
    )
  for (const load of report.load) {
    const checks = loadChecks(load)
    const verdict = load.url === '/api/health' ? '' : mark(Object.values(checks).every(Boolean))
    console.log(
      `  ${pad(load.url, 28)} ${pad(`${load.requestsPerSecond} req/s`, 14)} p50 ${pad(`${load.latencyP50Ms} ms`, 8)} p99 ${pad(`${load.latencyP99Ms} ms`, 8)} non-2xx ${load.non2xx}, errors ${load.errors}  ${verdict}`,
    )
  }
  console.log(
    `\nBuild: ${report.build.seconds === null ? 'skipped' : `${report.build.seconds} s`}, ${report.build.pages} pages, ${report.cpus} CPUs, Node ${process.versions.node}`,
  )
  console.log(
    `Load average (1 min) at start ${report.loadAverageAtStart.toFixed(1)}, at end ${report.loadAverageAtEnd.toFixed(1)}: above ${report.cpus} the machine was shared and TBT and latency read high.`,
  )
}

/** Before (the baseline's build) and after (this build), page by page. */
function printComparison(baseline: NonNullable<BenchReport['baseline']>, pages: PageResult[]) {
  const widths = [40, 12, 16, 14, 14, 16]
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i] ?? 0)).join(' ')
  const change = (before: number | undefined, after: number, digits = 0) =>
    before === undefined ? after.toFixed(digits) : `${before.toFixed(digits)} → ${after.toFixed(digits)}`
  console.log(`\nBefore → after: ${baseline.dir} → this build, same run, same machine`)
  console.log(line(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS KB']))
  for (const page of pages) {
    const before = baseline.pages.find((candidate) => candidate.path === page.path)
    console.log(
      line([
        page.path,
        change(before?.scores.performance, page.scores.performance),
        change(before?.lcpMs, page.lcpMs),
        change(before?.tbtMs, page.tbtMs),
        change(before?.cls, page.cls, 3),
        change(before && before.firstLoadScriptBytes / 1024, page.firstLoadScriptBytes / 1024, 1),
      ]),
    )
  }
}

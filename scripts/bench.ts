// `npm run bench`: builds, serves the build on a free loopback port, and measures what a phone
// on a slow network sees (Lighthouse mobile) and what the server sustains (autocannon).
// Writes bench/report.json and prints a table that marks each budget met or missed.
// Not part of `npm test`: it takes minutes and its numbers depend on the machine.
//   --skip-build   measure the existing build
//   --only=pages|load   run one half
//   --pages=/,/contact  measure these pages instead of the sample
//   --baseline=DIR   also measure the build of another checkout (an earlier commit, built), page
//                    by page in the same run, and print before and after side by side
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { lighthousePages } from './bench/lighthouse'
import { loadTest } from './bench/load'
import { pageChecks, loadChecks, printTable, targets, type BenchReport } from './bench/targets'

const args = new Set(process.argv.slice(2))
const only = [...args].find((a) => a.startsWith('--only='))?.slice(7)

// One page per family and language: the templates differ, and so does what they load.
const samplePages = [
  '/',
  '/es',
  '/conditions/keratoconus',
  '/es/conditions/keratoconus',
  '/emergency/chemical-burn',
  '/es/emergencia/quemadura-quimica',
  '/es/queratocono/reticulacion-corneal',
  '/laser-treatments/smile-lasik',
  '/insurance/vsp-vision-insurance',
  '/contact',
  '/conditions',
]
const loadPage = '/conditions/keratoconus'
const pagesArg = [...args].find((a) => a.startsWith('--pages='))?.slice(8)
const pages = pagesArg ? pagesArg.split(',') : samplePages
const baselineDir = [...args].find((a) => a.startsWith('--baseline='))?.slice(11)
if (baselineDir && !fs.existsSync(path.join(baselineDir, 'build/node/index.js')))
  throw new Error(`${baselineDir} has no build: run npm run build there first`)

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net
      .createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
    probe.listen(port, '127.0.0.1')
  })

async function freePort(after = 0) {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT) + after
  for (let port = 4213 + after; port <= 4219; port++) if (await free(port)) return port
  throw new Error('No free port in 4213–4219; set BENCH_PORT')
}

/** Serves the build of the checkout in `dir` (this one by default) with production settings. */
async function startServer(port: number, dir = '.') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const child = spawn(process.execPath, ['build/node/index.js'], {
    cwd: dir,
    // Production settings on a development machine, where the benchmark may well run as root.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_ROOT: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start')
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

const build: BenchReport['build'] = { seconds: null, pages: 0 }
fs.mkdirSync('bench/lhr', { recursive: true })
if (!args.has('--skip-build')) {
  const started = Date.now()
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] })
  build.seconds = Number(((Date.now() - started) / 1000).toFixed(1))
}
build.pages = fs
  .readdirSync('build/client', { recursive: true })
  .filter((f) => String(f).endsWith('index.html')).length

const loadAverage = () => os.loadavg()[0] ?? 0
const server = await startServer(await freePort())
const baseline = baselineDir ? await startServer(await freePort(1), baselineDir) : null
const report: Omit<BenchReport, 'loadAverageAtEnd'> = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  loadAverageAtStart: loadAverage(),
  node: process.versions.node,
  targets,
  lighthouseRuns: 3,
  build,
  pages: [],
  load: [],
}
try {
  if (only !== 'load') {
    console.log(`Lighthouse on ${pages.length} pages…`)
    report.pages = await lighthousePages(server.origin, pages, {
      runs: report.lighthouseRuns,
      lhrDir: 'bench/lhr',
    })
    if (baseline && baselineDir) {
      console.log(`Lighthouse on the same pages of the baseline, ${baselineDir}…`)
      report.baseline = {
        dir: baselineDir,
        pages: await lighthousePages(baseline.origin, pages, { runs: report.lighthouseRuns }),
      }
    }
  }
  if (only !== 'pages') {
    console.log('Load test…')
    for (const url of [loadPage, '/api/health']) report.load.push(await loadTest(`${server.origin}${url}`))
  }
} finally {
  await server.stop()
  await baseline?.stop()
}

// The machine may be shared: a busy one inflates TBT and latency, so say how busy it was.
const finished: BenchReport = { ...report, loadAverageAtEnd: loadAverage() }
fs.writeFileSync('bench/report.json', `${JSON.stringify(finished, null, 2)}\n`)
printTable(finished)
const missed =
  finished.pages.some((p) => !Object.values(pageChecks(p)).every(Boolean)) ||
  finished.load
    .filter((l) => l.url !== '/api/health')
    .some((l) => !Object.values(loadChecks(l)).every(Boolean))
console.log(
  missed
    ? '\nSome budgets are missed (see above). Report: bench/report.json'
    : '\nEvery budget met. Report: bench/report.json',
)

// `npm test`: the fast static checks first (format, types, lint, side by side), then the unit and
// content tests, a fresh build, the tests that read what it wrote, and the browser tests against
// it. At the end, each step's time, so whoever maintains the suite sees where it goes.
import { spawn } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

/** @typedef {{ name: string, command: string, args: string[] }} Step */

/** Each step's time in seconds; steps run side by side are marked so. @type {{ name: string, seconds: number, beside?: boolean }[]} */
const timings = []

/** A failed step: its command has printed why; `status` is its exit status. */
class StepFailed extends Error {
  /** @param {string} name @param {number} status */
  constructor(name, status) {
    super(`${name} failed`)
    this.status = status
  }
}

/**
 * Runs a command; with `quiet`, its output is held and printed whole when it ends, so steps run
 * side by side do not mix their lines.
 * @param {Step} step
 * @param {boolean} [quiet]
 * @returns {Promise<{ status: number, output: string, seconds: number }>}
 */
function exec({ command, args }, quiet = false) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    })
    /** @type {Buffer[]} */
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      resolve({
        status: code ?? 1,
        output: Buffer.concat(output).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    )
  })
}

/** @param {Step} step */
async function run(step) {
  const { status, seconds } = await exec(step)
  timings.push({ name: step.name, seconds })
  if (status !== 0) throw new StepFailed(step.name, status)
}

/**
 * Steps that need one core each, side by side: on two cores the checks take the time of the
 * longest instead of their sum.
 * @param {Step[]} steps
 */
async function besideEachOther(steps) {
  const results = await Promise.all(
    steps.map(async (step) => {
      const result = await exec(step, true)
      process.stdout.write(result.output)
      return { step, ...result }
    }),
  )
  for (const { step, seconds } of results) timings.push({ name: step.name, seconds, beside: true })
  const failed = results.find(({ status }) => status !== 0)
  if (failed) throw new StepFailed(failed.step.name, failed.status)
}

/** @param {number} seconds */
const duration = (seconds) =>
  seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`

/** @param {number} started */
function printTimings(started) {
  const width = Math.max(...timings.map(({ name }) => name.length), 'total'.length) + 2
  console.log('\nTime per step:')
  for (const { name, seconds, beside } of timings)
    console.log(`  ${name.padEnd(width)}${duration(seconds).padStart(12)}${beside ? '  (side by side)' : ''}`)
  console.log(`  ${'total'.padEnd(width)}${duration((performance.now() - started) / 1000).padStart(12)}`)
}

const bin = (/** @type {string} */ name) => `node_modules/.bin/${name}`
const started = performance.now()
try {
  // The route types first: the type check and the typed lint rules read them.
  await run({ name: 'route types', command: bin('react-router'), args: ['typegen'] })
  await besideEachOther([
    { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
    { name: 'types (tsc)', command: bin('tsc'), args: [] },
    { name: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  ])
  await run({ name: 'unit and content tests', command: bin('vitest'), args: ['run', '--project', 'unit'] })
  // Before the build, so a missing browser is said at once, not minutes later.
  ensureChromium()
  await run({ name: 'build', command: process.execPath, args: ['scripts/build.mjs'] })
  await run({ name: 'tests of the build', command: bin('vitest'), args: ['run', '--project', 'built'] })
  await run({ name: 'browser tests', command: bin('playwright'), args: ['test'] })
  printTimings(started)
} catch (error) {
  printTimings(started)
  // A step that failed has already printed why; other errors are printed here.
  if (!(error instanceof StepFailed)) console.error(error)
  process.exit(error instanceof StepFailed ? error.status : 1)
}

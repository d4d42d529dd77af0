// `npm test`: format and lint, types, unit and content tests, then a fresh build, then browser tests against it.
import { execFileSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: process.env })

try {
  run('node_modules/.bin/prettier', ['--check', '--log-level', 'warn', '.'])
  run('node_modules/.bin/react-router', ['typegen'])
  run('node_modules/.bin/eslint', ['--max-warnings', '0', '.'])
  run('node_modules/.bin/tsc', [])
  run('node_modules/.bin/vitest', ['run'])
  ensureChromium()
  run(process.execPath, ['scripts/build.mjs'])
  run('node_modules/.bin/playwright', ['test'])
} catch (error) {
  if (error.status === undefined) console.error(error.message)
  process.exit(error.status ?? 1)
}

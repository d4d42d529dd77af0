// `npm start`: build when the build is missing or older than the sources, then serve.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const sources = [
  'app',
  'public',
  'server',
  'shared',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
  'scripts/seo',
  'package.json',
  'react-router.config.ts',
  'vite.config.ts',
]

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const file of fs.readdirSync(entry, { recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(entry, String(file))).mtimeMs)
  }
  return newest
}

const stamp = 'build/.stamp'
const built = fs.existsSync(stamp) && fs.existsSync('build/node/index.js') ? fs.statSync(stamp).mtimeMs : 0
if (process.env.SKIP_BUILD !== '1' && sources.some((source) => newestMtime(source) > built)) {
  if (!fs.existsSync('node_modules/.bin/react-router')) {
    console.error(
      'The site needs building, but the build tools are not installed (npm leaves out devDependencies ' +
        'when NODE_ENV=production): run `npm install --include=dev`, then `npm start`.',
    )
    process.exit(1)
  }
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
}
await import(path.resolve('build/node/index.js'))

import fs from 'node:fs'
import path from 'node:path'
import { clientDir } from '../e2e/built-page'

/** The `built` tests read the build: without one they stop at once, saying how to make it. */
export default function needsBuild() {
  if (!fs.existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`No build in ${clientDir}: run \`npm run build\` first (npm test does).`)
}

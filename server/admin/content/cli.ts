// npm run publish   builds the site from the content folder into a new release, as the editor's
//                   Publish button and the daily publish do; a running server serves it once it
//                   is done. Run it as the user the server runs as.
import path from 'node:path'
import { startupConfig } from '../../config'
import { openDatabase } from '../../db'
import { buildEnvironment } from '../../env'
import { auditLog, SYSTEM } from '../audit/log'
import { sameUserAsData } from '../backups/user-check'
import { scanContent } from './gate'
import { publisher, siteBuild } from './publish'
import { publishEntry, type PublishReason } from './publish-reasons'
import { softwareOf } from './releases'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const config = startupConfig()
const wrongUser = sameUserAsData(config.dataDir)
if (wrongUser) fail(wrongUser)

const problems = scanContent(config.contentDir)
if (problems.length > 0)
  fail(
    [
      `Not published: the content folder ${config.contentDir} has problems.`,
      ...problems.slice(0, 10).map((problem) => `  ${problem.file}: ${problem.reason}`),
    ].join('\n'),
  )

const db = openDatabase(config.dataDir)
const audit = auditLog(db, Date.now)
const reasons: PublishReason[] = [{ why: 'command-line' }]
let outcome: { ok: boolean; text: string } = { ok: false, text: 'The publish did not run.' }
const site = publisher({
  contentDir: config.contentDir,
  releasesDir: config.releasesDir,
  build: siteBuild,
  // The running server, if any, notices the new release by itself (server/index.ts).
  activate: () => {},
  env: buildEnvironment,
  now: Date.now,
  software: softwareOf(path.resolve('build/.stamp')),
  onFinish(status) {
    const { action, ...entry } = publishEntry(status, reasons)
    audit.record(SYSTEM, action, entry)
    const failed = status.state === 'failed'
    outcome = failed
      ? { ok: false, text: `The publish failed; the site was not changed.\n${status.error ?? ''}` }
      : { ok: true, text: `Published ${status.release}.` }
  },
})
console.log(`Publishing the site from ${config.contentDir} into ${config.releasesDir}…`)
site.request(SYSTEM, reasons)
await site.idle()
db.close()
if (!outcome.ok) fail(outcome.text)
console.log(outcome.text)

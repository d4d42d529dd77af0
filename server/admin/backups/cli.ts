// npm run backup                                a checked backup of the database and the content folder into BACKUP_DIR
// npm run restore -- FILE [--identity key.txt]  puts the backup FILE belongs to in place of the database and the
//                                               content folder, after checking both (stop the server first)
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startupConfig } from '../../config'
import { DATABASE_FILE, openDatabase } from '../../db'
import { auditLog, SYSTEM } from '../audit/log'
import { readIdentityFile } from './encryption'
import { restoreBackupSet } from './restore'
import { backupService } from './service'
import { sameUserAsData } from './user-check'

// Every file this command writes (copies of the database, restored databases) is its user's alone.
process.umask(0o077)

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const USAGE = 'Use: npm run backup, or npm run restore -- FILE [--identity key.txt]'
const parsed = (() => {
  try {
    return parseArgs({ options: { identity: { type: 'string' } }, allowPositionals: true })
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
})()
const [command, file] = parsed.positionals
const config = startupConfig()
const database = path.join(config.dataDir, DATABASE_FILE)
// Run as root, the files it writes would be root's, and the server could no longer open them.
const wrongUser = sameUserAsData(config.dataDir)
if (wrongUser) fail(wrongUser)

if (command === 'backup') {
  const dir =
    config.backupDir ??
    fail('Set BACKUP_DIR to the folder the backups go to, e.g. BACKUP_DIR=/var/backups/site npm run backup')
  if (!fs.existsSync(database)) fail(`There is no database at ${database} (DATA_DIR) to back up.`)
  const db = openDatabase(config.dataDir)
  try {
    const backup = await backupService({
      db,
      dir,
      now: Date.now,
      audit: auditLog(db, Date.now),
      recipients: config.backupRecipients,
      contentDir: config.contentDir,
    }).create(SYSTEM)
    console.log(
      [
        `Backed up ${database} to ${backup.file}`,
        backup.content
          ? `and the content folder ${config.contentDir} to ${backup.content}`
          : `(not the content folder: ${config.contentDir} is not a content repository yet)`,
        `(${backup.bytes.toLocaleString('en-US')} bytes${backup.encrypted ? ', encrypted' : ''}), checked.`,
      ].join('\n'),
    )
  } catch (error) {
    fail(`The backup failed: ${(error as Error).message}`)
  } finally {
    db.close()
  }
} else if (command === 'restore') {
  if (!file) fail('Name the backup to restore: npm run restore -- /path/to/site-….sqlite')
  // The private key comes from a file named here, never from the environment: the running server
  // has no business holding it.
  let identities: string[] = []
  if (parsed.values.identity !== undefined) {
    try {
      identities = readIdentityFile(path.resolve(parsed.values.identity))
    } catch (error) {
      fail(`Refused: ${(error as Error).message}\nNothing was changed.`)
    }
  }
  const result = await restoreBackupSet(
    path.resolve(file),
    { dataDir: config.dataDir, contentDir: config.contentDir },
    { identities },
  )
  if (!result.ok)
    fail(`Refused: ${result.reason}${/was restored/.test(result.reason) ? '' : '\nNothing was changed.'}`)
  console.log(
    [
      `Restored the database ${database}: ${result.messages.toLocaleString('en-US')} messages, schema ${result.version}.`,
      result.previous ? `The database that was there is kept as ${result.previous}.` : null,
      result.content
        ? `Restored the content folder ${config.contentDir} at ${result.content.head.slice(0, 12)}.`
        : 'This backup has no content folder (an earlier version made it): the content folder was left as it is.',
      result.content?.previous
        ? `What the content folder held before is kept in its repository as ${result.content.previous}.`
        : null,
      'Start the server again: it publishes the restored content at once.',
    ]
      .filter(Boolean)
      .join('\n'),
  )
} else {
  fail(USAGE)
}

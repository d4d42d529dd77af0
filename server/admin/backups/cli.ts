// npm run backup                                a checked copy of the database into BACKUP_DIR (7 daily, 4 weekly kept)
// npm run restore -- FILE [--identity key.txt]  puts FILE in place of the database, after checking it (stop the server first)
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startupConfig } from '../../config'
import { DATABASE_FILE, openDatabase } from '../../db'
import { auditLog, SYSTEM } from '../audit/log'
import { readIdentityFile } from './encryption'
import { restoreBackup } from './restore'
import { backupService } from './service'

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
    }).create(SYSTEM)
    console.log(
      `Backed up ${database} to ${backup.file} (${backup.bytes.toLocaleString('en-US')} bytes${backup.encrypted ? ', encrypted' : ''}), checked.`,
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
  const result = await restoreBackup(path.resolve(file), config.dataDir, { identities })
  if (!result.ok) fail(`Refused: ${result.reason}\nNothing was changed.`)
  console.log(
    [
      `Restored ${path.resolve(file)} to ${database}: ${result.messages.toLocaleString('en-US')} messages, schema ${result.version}.`,
      result.previous ? `The database that was there is kept as ${result.previous}.` : null,
      'Start the server again.',
    ]
      .filter(Boolean)
      .join('\n'),
  )
} else {
  fail(USAGE)
}

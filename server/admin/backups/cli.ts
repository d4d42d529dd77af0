// npm run backup            a checked copy of the database into BACKUP_DIR (7 daily, 4 weekly kept)
// npm run restore -- FILE   puts FILE in place of the database, after checking it (stop the server first)
import fs from 'node:fs'
import path from 'node:path'
import { readConfig } from '../../config'
import { DATABASE_FILE, openDatabase } from '../../db'
import { auditLog, SYSTEM } from '../audit/log'
import { restoreBackup } from './restore'
import { backupService } from './service'

const [command, file] = process.argv.slice(2)
const config = readConfig()
const database = path.join(config.dataDir, DATABASE_FILE)

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

if (command === 'backup') {
  const dir =
    config.backupDir ??
    fail('Set BACKUP_DIR to the folder the backups go to, e.g. BACKUP_DIR=/var/backups/site npm run backup')
  if (!fs.existsSync(database)) fail(`There is no database at ${database} (DATA_DIR) to back up.`)
  const db = openDatabase(config.dataDir)
  try {
    const backup = await backupService({ db, dir, now: Date.now, audit: auditLog(db, Date.now) }).create(
      SYSTEM,
    )
    console.log(
      `Backed up ${database} to ${backup.file} (${backup.bytes.toLocaleString('en-US')} bytes), checked.`,
    )
  } catch (error) {
    fail(`The backup failed: ${(error as Error).message}`)
  } finally {
    db.close()
  }
} else if (command === 'restore') {
  if (!file) fail('Name the backup to restore: npm run restore -- /path/to/site-….sqlite')
  const result = await restoreBackup(path.resolve(file), config.dataDir)
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
  fail('Use: npm run backup, or npm run restore -- FILE')
}

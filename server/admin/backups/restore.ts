import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { DATABASE_FILE, openDatabase } from '../../db'
import { auditLog, SYSTEM } from '../audit/log'
import type { Clock } from '../deps'
import { count } from '../ui'
import { checkBackup } from './check'

export type RestoreResult =
  { ok: true; messages: number; version: number; previous: string | null } | { ok: false; reason: string }

/**
 * Puts a backup in place of the database in `dataDir`, after checking it; a file that fails the
 * check changes nothing. The database there now is first saved beside it (before-restore-…),
 * and the copy goes in through SQLite's backup, so even a server left running sees no torn file.
 * The restored database is brought up to this code's schema and the restore is audited in it.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now: Clock = Date.now,
): Promise<RestoreResult> {
  const check = checkBackup(file)
  if (!check.ok) return check
  fs.mkdirSync(dataDir, { recursive: true })
  const target = path.join(dataDir, DATABASE_FILE)
  let previous: string | null = null
  if (fs.existsSync(target)) {
    previous = path.join(
      dataDir,
      `before-restore-${new Date(now()).toISOString().replace(/[:.]/g, '-')}.sqlite`,
    )
    const current = new Database(target, { fileMustExist: true })
    try {
      await current.backup(previous)
    } finally {
      current.close()
    }
  }
  const source = new Database(file, { readonly: true, fileMustExist: true })
  try {
    await source.backup(target)
  } finally {
    source.close()
  }
  const db = openDatabase(dataDir)
  try {
    auditLog(db, now).record(SYSTEM, 'backup.restored', {
      record: path.basename(file),
      detail: `${count(check.messages, 'message')}; schema ${check.version}${previous ? `; previous database kept as ${path.basename(previous)}` : ''}`,
    })
  } finally {
    db.close()
  }
  return { ok: true, messages: check.messages, version: check.version, previous }
}

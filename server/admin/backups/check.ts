import fs from 'node:fs'
import Database from 'better-sqlite3'
import { SCHEMA_VERSION } from '../../db'

export type BackupCheck = { ok: true; version: number; messages: number } | { ok: false; reason: string }

/**
 * Whether a file is a database this server can run on: SQLite, intact from end to end
 * (PRAGMA integrity_check reads every page), and a schema version this code knows.
 */
export function checkBackup(file: string): BackupCheck {
  if (!fs.existsSync(file)) return { ok: false, reason: `${file} does not exist.` }
  if (!fs.statSync(file).isFile() || fs.statSync(file).size === 0)
    return { ok: false, reason: `${file} is empty or not a file.` }
  let db: Database.Database | null = null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    if (problems.length !== 1 || problems[0] !== 'ok')
      return { ok: false, reason: `The file is damaged: ${problems.slice(0, 3).join('; ')}` }
    const version = db.pragma('user_version', { simple: true }) as number
    if (version < 1)
      return { ok: false, reason: 'The file is not a database of this website (no schema version).' }
    if (version > SCHEMA_VERSION)
      return {
        ok: false,
        reason: `The file comes from a newer version of the website (schema ${version}; this one knows up to ${SCHEMA_VERSION}). Update the website first.`,
      }
    const hasMessages = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'`)
      .get()
    if (!hasMessages)
      return { ok: false, reason: 'The file is not a database of this website (no messages table).' }
    const messages = (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n
    return { ok: true, version, messages }
  } catch (error) {
    return { ok: false, reason: `The file is not a readable SQLite database: ${(error as Error).message}` }
  } finally {
    db?.close()
  }
}

import fs from 'node:fs'
import Database from 'better-sqlite3'
import { expectedSchema, schemaDifferences, schemaOf, SCHEMA_VERSION } from '../../db'

export type BackupCheck = { ok: true; version: number; messages: number } | { ok: false; reason: string }

/** At most this many differences are named; the rest are counted. */
const NAMED = 4

/**
 * Whether a file is a database this server can trust: SQLite, intact from end to end
 * (PRAGMA integrity_check reads every page), a schema version this code knows, and exactly the
 * schema this code's migrations make at that version: every table and column, index and
 * trigger, and nothing else. A copy whose audit triggers were dropped, whose columns were
 * changed or that carries a trigger of its own is refused, as is another program's database.
 */
export function checkBackup(file: string): BackupCheck {
  if (!fs.existsSync(file)) return { ok: false, reason: `${file} does not exist.` }
  const stat = fs.statSync(file)
  if (!stat.isFile() || stat.size === 0) return { ok: false, reason: `${file} is empty or not a file.` }
  let db: Database.Database | null = null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    // Nothing in the file's schema runs while it is read.
    db.pragma('trusted_schema = OFF')
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
    const differences = schemaDifferences(schemaOf(db), expectedSchema(version))
    if (differences.length > 0) {
      const more = differences.length - NAMED
      return {
        ok: false,
        reason: `The file is not a database of this website as its version ${version} made it, or it was changed: ${differences.slice(0, NAMED).join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
      }
    }
    const messages = (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n
    return { ok: true, version, messages }
  } catch (error) {
    return { ok: false, reason: `The file is not a readable SQLite database: ${(error as Error).message}` }
  } finally {
    db?.close()
  }
}

import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
  DATABASE_FILE,
  expectedSchema,
  makePrivateFolder,
  migrate,
  schemaDifferences,
  schemaOf,
  type Db,
} from '../../db'
import { auditLog, SYSTEM } from '../audit/log'
import type { Clock } from '../deps'
import { count } from '../count'
import { checkBackup } from './check'
import { decryptFile, ENCRYPTED_SUFFIX } from './encryption'

export type RestoreResult =
  { ok: true; messages: number; version: number; previous: string | null } | { ok: false; reason: string }

/** A refusal whose reason is a sentence for the person at the command line. */
class Refused extends Error {}

const stampOf = (at: number) => new Date(at).toISOString().replace(/[:.]/g, '-')

/**
 * Puts a backup in place of the database in `dataDir`, only once it is trusted, and atomically:
 *
 * 1. an encrypted backup (`.sqlite.age`) is decrypted with the private keys given, into DATA_DIR;
 * 2. the file is checked: intact, and exactly the schema this code's migrations make (check.ts);
 * 3. it is copied through SQLite to a scratch file beside the database, brought up to this
 *    code's schema there, checked again, and the restore recorded in its audit trail;
 * 4. the live database is switched out of WAL mode, which SQLite allows only when nothing else
 *    has it open (a server still running would go on writing to the file it holds, and lose it),
 *    and saved beside it as before-restore-<time>.sqlite;
 * 5. the scratch file is renamed over the database, one step on the same disk.
 *
 * Any refusal or failure before step 5 leaves the live database as it was, and is answered with
 * the reason, never a stack trace. Every file made is the server user's alone (0600).
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { now = Date.now, identities = [] }: { now?: Clock; identities?: readonly string[] } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) return { ok: false, reason: `${file} does not exist.` }
  const target = path.join(dataDir, DATABASE_FILE)
  const stamp = stampOf(now())
  const decrypted = path.join(dataDir, `.restore-${stamp}.decrypted.sqlite`)
  const work = path.join(dataDir, `.restore-${stamp}.sqlite`)
  const scratch = [decrypted, work].flatMap((name) =>
    ['', '-journal', '-wal', '-shm'].map((s) => `${name}${s}`),
  )
  try {
    makePrivateFolder(dataDir)
    let source = file
    if (file.endsWith(ENCRYPTED_SUFFIX)) {
      if (identities.length === 0)
        throw new Refused('This backup is encrypted: give the private key file with --identity key.txt.')
      try {
        await decryptFile(file, decrypted, identities)
      } catch (error) {
        throw new Refused((error as Error).message)
      }
      source = decrypted
    }

    const check = checkBackup(source)
    if (!check.ok) return check

    const original = new Database(source, { readonly: true, fileMustExist: true })
    try {
      await original.backup(work)
    } finally {
      original.close()
    }
    fs.chmodSync(work, 0o600)
    const copy = new Database(work, { fileMustExist: true })
    try {
      copy.pragma('journal_mode = DELETE')
      copy.pragma('foreign_keys = ON')
      migrate(copy)
      const differences = schemaDifferences(schemaOf(copy), expectedSchema())
      if (differences.length > 0)
        throw new Refused(
          `Brought up to date, the file's schema is not this website's: ${differences.join('; ')}.`,
        )
      auditLog(copy, now).record(SYSTEM, 'backup.restored', {
        record: path.basename(file),
        detail: `${count(check.messages, 'message')}; schema ${check.version}`,
      })
    } finally {
      copy.close()
    }

    const previous = fs.existsSync(target)
      ? await setAside(target, path.join(dataDir, `before-restore-${stamp}.sqlite`))
      : null
    // A write-ahead log left by a database that is gone would be replayed into the restored one.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true })
    fs.renameSync(work, target)
    fs.chmodSync(target, 0o600)
    return { ok: true, messages: check.messages, version: check.version, previous }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message }
    return { ok: false, reason: `The restore failed: ${(error as Error).message}` }
  } finally {
    for (const name of scratch) fs.rmSync(name, { force: true })
  }
}

/**
 * Closes the live database for good (out of WAL mode, so no log is left beside it) and saves a
 * copy of it; refused while another connection, a running server, has it open.
 */
async function setAside(target: string, previous: string): Promise<string> {
  let live: Db | null = null
  try {
    live = new Database(target, { fileMustExist: true, timeout: 1000 })
    let mode: unknown
    try {
      mode = live.pragma('journal_mode = DELETE', { simple: true })
    } catch {
      mode = null
    }
    if (mode !== 'delete') throw new Refused('The database is in use: stop the server first, then restore.')
    await live.backup(previous)
    fs.chmodSync(previous, 0o600)
    return previous
  } finally {
    live?.close()
  }
}

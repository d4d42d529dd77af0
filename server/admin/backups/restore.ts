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
import { restoreRepository, verifyBundle } from '../../content-folder/bundle'
import { checkBackup } from './check'
import { decryptFile, ENCRYPTED_SUFFIX } from './encryption'
import { backupPart, contentBundleOf } from './service'

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
  {
    now = Date.now,
    identities = [],
    content = null,
  }: {
    now?: Clock
    identities?: readonly string[]
    /** The content folder's commit the backup also restores, if any. */
    content?: string | null
  } = {},
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
        detail: `${count(check.messages, 'message')}; schema ${check.version}; ${content ? `content at ${content}` : 'no content in this backup'}`,
        params: { messages: check.messages, version: check.version, content },
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

export type SetRestoreResult =
  | (Extract<RestoreResult, { ok: true }> & { content: { head: string; previous: string | null } | null })
  | { ok: false; reason: string }

/**
 * Restores a whole backup: the database (restoreBackup, above) and, when the backup has one, the
 * content repository (content-folder/bundle.ts). `file` is either file of the backup; the other
 * is found beside it by its name. Both are decrypted and checked before anything changes; then
 * the database is put in place (refused while the server runs), then the content folder, whose
 * earlier state stays in its repository under `refs/before-restore/<time>`.
 */
export async function restoreBackupSet(
  file: string,
  { dataDir, contentDir }: { dataDir: string; contentDir: string },
  { now = Date.now, identities = [] }: { now?: Clock; identities?: readonly string[] } = {},
): Promise<SetRestoreResult> {
  const named = backupPart(path.basename(file))
  const database =
    named?.part === 'content'
      ? path.join(
          path.dirname(file),
          path
            .basename(file)
            .replace(/^content-/, 'site-')
            .replace('.bundle', '.sqlite'),
        )
      : file
  const bundle = contentBundleOf(database)
  if (named?.part === 'content' && !fs.existsSync(database))
    return { ok: false, reason: `The database of this backup (${path.basename(database)}) is not beside it.` }
  let plainBundle = bundle
  const scratch = path.join(dataDir, `.restore-${stampOf(now())}.bundle`)
  try {
    makePrivateFolder(dataDir)
    if (bundle?.endsWith(ENCRYPTED_SUFFIX)) {
      if (identities.length === 0)
        return {
          ok: false,
          reason: 'This backup is encrypted: give the private key file with --identity key.txt.',
        }
      try {
        await decryptFile(bundle, scratch, identities)
      } catch (error) {
        return { ok: false, reason: (error as Error).message }
      }
      plainBundle = scratch
    }
    let heads: string | null = null
    if (plainBundle)
      try {
        heads = verifyBundle(plainBundle).head
      } catch (error) {
        return { ok: false, reason: `${(error as Error).message}.` }
      }
    const restored = await restoreBackup(database, dataDir, {
      now,
      identities,
      content: heads ? heads.slice(0, 12) : null,
    })
    if (!restored.ok) return restored
    if (!plainBundle) return { ...restored, content: null }
    try {
      return { ...restored, content: restoreRepository(contentDir, plainBundle, now()) }
    } catch (error) {
      return {
        ok: false,
        reason: `The database was restored, but the content folder was not: ${(error as Error).message}. Run the restore again once that is fixed.`,
      }
    }
  } finally {
    fs.rmSync(scratch, { force: true })
  }
}

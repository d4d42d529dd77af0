import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { makePrivateFolder, type Db } from '../../db'
import type { Actor, AuditLog } from '../audit/log'
import type { Clock } from '../deps'
import { checkBackup } from './check'
import { encryptFile, ENCRYPTED_SUFFIX } from './encryption'
import { backupsToKeep } from './rotation'

export interface BackupFile {
  name: string
  file: string
  at: number
  bytes: number
  /** Encrypted with age (`.sqlite.age`): restoring takes the private key. */
  encrypted: boolean
}

const NAME = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite(\.age)?$/

const nameFor = (at: number, encrypted: boolean) =>
  `site-${new Date(at).toISOString().replace(/:/g, '-').replace('.', '-')}.sqlite${encrypted ? ENCRYPTED_SUFFIX : ''}`

function timeOf(name: string): number | null {
  const match = NAME.exec(name)
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null
}

/**
 * Copies of the database in BACKUP_DIR, made with SQLite's online backup (pages copied through
 * the database engine, so a copy is consistent even while messages arrive), never by copying
 * the file. Each copy is checked before it counts; old ones are thinned to 7 daily and 4 weekly.
 * The folder is the server user's alone (0700), each copy too (0600). With `recipients` (public
 * age keys) a copy is encrypted before it reaches the folder: the plain copy is made and checked
 * beside the database, in DATA_DIR, and removed once the encrypted one is written.
 */
export function backupService({
  db,
  dir,
  now,
  audit,
  recipients = [],
}: {
  db: Db
  dir: string
  now: Clock
  audit: AuditLog
  recipients?: readonly string[]
}) {
  const encrypt = recipients.length > 0
  const list = (): BackupFile[] => {
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir)
      .flatMap((name) => {
        const at = timeOf(name)
        if (at === null) return []
        const file = path.join(dir, name)
        return [{ name, file, at, bytes: fs.statSync(file).size, encrypted: name.endsWith(ENCRYPTED_SUFFIX) }]
      })
      .sort((a, b) => b.at - a.at)
  }

  /** Deletes the copies the rotation no longer keeps; returns their names. */
  const rotate = (): string[] => {
    const all = list()
    const keep = backupsToKeep(all)
    const removed = all.filter((backup) => !keep.has(backup))
    for (const backup of removed) fs.rmSync(backup.file, { force: true })
    return removed.map((backup) => backup.name)
  }

  return {
    dir,
    encrypted: encrypt,
    list,
    rotate,
    lastAt: () => list()[0]?.at ?? null,

    /** Makes one checked copy, thins the old ones, and records both in the audit trail. */
    async create(actor: Actor, address: string | null = null): Promise<BackupFile> {
      makePrivateFolder(dir)
      const at = now()
      const name = nameFor(at, encrypt)
      const file = path.join(dir, name)
      // The plain copy is made where the database is, never in BACKUP_DIR when it is encrypted.
      const partial = encrypt
        ? path.join(path.dirname(db.name), `.backup-${name}.partial`)
        : `${file}.partial`
      const encrypting = `${file}.partial`
      const clear = () => {
        for (const suffix of ['', '-wal', '-shm', '-journal'])
          fs.rmSync(`${partial}${suffix}`, { force: true })
        fs.rmSync(encrypting, { force: true })
      }
      try {
        clear()
        await db.backup(partial)
        fs.chmodSync(partial, 0o600)
        // One self-contained file: the copy leaves WAL mode (the restored database goes back to it).
        const copy = new Database(partial, { fileMustExist: true })
        copy.pragma('journal_mode = DELETE')
        copy.close()
        const check = checkBackup(partial)
        if (!check.ok) throw new Error(check.reason)
        if (encrypt) await encryptFile(partial, encrypting, recipients)
        fs.renameSync(encrypt ? encrypting : partial, file)
        fs.chmodSync(file, 0o600)
        clear()
      } catch (error) {
        clear()
        audit.record(actor, 'backup.failed', { detail: (error as Error).message, address })
        throw error
      }
      const removed = rotate()
      const bytes = fs.statSync(file).size
      audit.record(actor, 'backup.created', {
        record: name,
        detail: `${bytes.toLocaleString('en-US')} bytes${encrypt ? ', encrypted' : ''}${removed.length ? `; ${removed.length} old copies removed` : ''}`,
        address,
      })
      return { name, file, at, bytes, encrypted: encrypt }
    },
  }
}

export type BackupService = ReturnType<typeof backupService>

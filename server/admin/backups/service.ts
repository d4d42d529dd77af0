import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { makePrivateFolder, type Db } from '../../db'
import { isOwnRepository } from '../../content-folder/git'
import { bundleRepository } from '../../content-folder/bundle'
import type { Actor, AuditLog } from '../audit/log'
import type { Clock } from '../deps'
import { checkBackup } from './check'
import { encryptFile, ENCRYPTED_SUFFIX } from './encryption'
import { backupsToKeep } from './rotation'

/**
 * One backup: the database and the content repository, made together and named by the same
 * moment: `site-<time>.sqlite` and `content-<time>.bundle` (`.age` added when encrypted). A
 * backup an earlier version made has the database alone.
 */
export interface BackupFile {
  /** The database copy's file name. */
  name: string
  /** The database copy. */
  file: string
  /** The bundle of the content repository made with it; null for a database-only backup. */
  content: string | null
  at: number
  /** Both files together. */
  bytes: number
  /** Encrypted with age (`.age`): restoring takes the private key. */
  encrypted: boolean
}

const NAME = /^(site|content)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(sqlite|bundle)(\.age)?$/

const stampOf = (at: number) => new Date(at).toISOString().replace(/:/g, '-').replace('.', '-')
const suffix = (encrypted: boolean) => (encrypted ? ENCRYPTED_SUFFIX : '')
const databaseName = (at: number, encrypted: boolean) => `site-${stampOf(at)}.sqlite${suffix(encrypted)}`
const contentName = (at: number, encrypted: boolean) => `content-${stampOf(at)}.bundle${suffix(encrypted)}`

/** What a backup file is: part of which set, made when. */
export function backupPart(name: string): { part: 'database' | 'content'; at: number } | null {
  const match = NAME.exec(name)
  if (!match || (match[1] === 'site') !== (match[7] === 'sqlite')) return null
  return {
    part: match[1] === 'site' ? 'database' : 'content',
    at: Date.parse(`${match[2]}T${match[3]}:${match[4]}:${match[5]}.${match[6]}Z`),
  }
}

/** The content bundle made with a database copy (same folder, same moment), if there is one. */
export function contentBundleOf(databaseFile: string): string | null {
  const part = backupPart(path.basename(databaseFile))
  if (part?.part !== 'database') return null
  const bundle = path.join(
    path.dirname(databaseFile),
    contentName(part.at, databaseFile.endsWith(ENCRYPTED_SUFFIX)),
  )
  return fs.existsSync(bundle) ? bundle : null
}

/**
 * Backups in BACKUP_DIR, each the database and the content repository together. The database is
 * copied with SQLite's online backup (pages copied through the database engine, so a copy is
 * consistent even while messages arrive), never by copying the file; the content folder is
 * bundled by Git (content-folder/bundle.ts). Both are checked before the backup counts; old
 * backups are thinned by rotation.ts. The folder is the server user's alone (0700), each file too
 * (0600). With `recipients` (public age keys) both files are encrypted before they reach the
 * folder: the plain ones are made and checked beside the database, in DATA_DIR, and removed once
 * the encrypted ones are written.
 */
export function backupService({
  db,
  dir,
  now,
  audit,
  recipients = [],
  contentDir = null,
}: {
  db: Db
  dir: string
  now: Clock
  audit: AuditLog
  recipients?: readonly string[]
  /** CONTENT_DIR, bundled with each backup; null backs up the database alone. */
  contentDir?: string | null
}) {
  const encrypt = recipients.length > 0
  const list = (): BackupFile[] => {
    if (!fs.existsSync(dir)) return []
    const names = fs.readdirSync(dir)
    return names
      .flatMap((name) => {
        const part = backupPart(name)
        if (part?.part !== 'database') return []
        const file = path.join(dir, name)
        const content = contentBundleOf(file)
        const bytes = fs.statSync(file).size + (content ? fs.statSync(content).size : 0)
        return [{ name, file, content, at: part.at, bytes, encrypted: name.endsWith(ENCRYPTED_SUFFIX) }]
      })
      .sort((a, b) => b.at - a.at)
  }

  /** Deletes the backups the rotation no longer keeps (both files of each); returns their names. */
  const rotate = (): string[] => {
    const all = list()
    const keep = backupsToKeep(all, undefined, now())
    const removed = all.filter((backup) => !keep.has(backup))
    for (const backup of removed) {
      fs.rmSync(backup.file, { force: true })
      if (backup.content) fs.rmSync(backup.content, { force: true })
    }
    return removed.map((backup) => backup.name)
  }

  return {
    dir,
    encrypted: encrypt,
    list,
    rotate,
    lastAt: () => list()[0]?.at ?? null,

    /**
     * Makes one checked backup (the database, and the content repository when there is one),
     * thins the old ones, and records both in the audit trail.
     */
    async create(actor: Actor, address: string | null = null): Promise<BackupFile> {
      makePrivateFolder(dir)
      const at = now()
      const name = databaseName(at, encrypt)
      const file = path.join(dir, name)
      const withContent = contentDir !== null && isOwnRepository(contentDir)
      const bundleFile = withContent ? path.join(dir, contentName(at, encrypt)) : null
      // The plain files are made where the database is, never in BACKUP_DIR when they are encrypted.
      const plainOf = (target: string) =>
        encrypt
          ? path.join(path.dirname(db.name), `.backup-${path.basename(target)}.partial`)
          : `${target}.partial`
      const partial = plainOf(file)
      const partialBundle = bundleFile && plainOf(bundleFile)
      const scratch = [
        ...['', '-wal', '-shm', '-journal'].map((end) => `${partial}${end}`),
        `${file}.partial`,
        ...(bundleFile && partialBundle ? [partialBundle, `${bundleFile}.partial`] : []),
      ]
      const clear = () => {
        for (const leftover of scratch) fs.rmSync(leftover, { force: true })
      }
      let contentNote = 'database only: no content repository'
      let contentHead = ''
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
        if (contentDir !== null && bundleFile && partialBundle) {
          const bundle = bundleRepository(contentDir, partialBundle, at)
          contentHead = bundle.head.slice(0, 12)
          contentNote = `content at ${contentHead}`
        }
        const place = async (plain: string, target: string) => {
          if (encrypt) await encryptFile(plain, `${target}.partial`, recipients)
          fs.renameSync(encrypt ? `${target}.partial` : plain, target)
          fs.chmodSync(target, 0o600)
        }
        if (bundleFile && partialBundle) await place(partialBundle, bundleFile)
        await place(partial, file)
        clear()
      } catch (error) {
        clear()
        if (bundleFile && !fs.existsSync(file)) fs.rmSync(bundleFile, { force: true })
        const said = (error as Error).message
        audit.record(actor, 'backup.failed', { detail: said, params: { said }, address })
        throw error
      }
      const removed = rotate()
      const bytes = fs.statSync(file).size + (bundleFile ? fs.statSync(bundleFile).size : 0)
      audit.record(actor, 'backup.created', {
        record: name,
        detail: `${bytes.toLocaleString('en-US')} bytes, ${contentNote}${encrypt ? ', encrypted' : ''}${removed.length ? `; ${removed.length} old backups removed` : ''}`,
        params: { bytes, content: contentHead, encrypted: encrypt ? 1 : 0, removed: removed.length },
        address,
      })
      return { name, file, content: bundleFile, at, bytes, encrypted: encrypt }
    },
  }
}

export type BackupService = ReturnType<typeof backupService>

import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#app/test/scratch-folders'
import { DATABASE_FILE, openDatabase, SCHEMA_VERSION } from '../../db'
import { listeningTestServer } from '../../reliability/in-process-server'
import { DAY, HOUR } from '../deps'
import { checkBackup } from './check'
import { restoreBackup } from './restore'
import { backupsToKeep } from './rotation'

const root = path.resolve(import.meta.dirname, '../../..')
const tempDir = scratchFolders('backup-test')

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const integrity = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return db.pragma('integrity_check', { simple: true })
  } finally {
    db.close()
  }
}
const keysIn = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return new Set(
      (db.prepare('SELECT idempotency_key AS key FROM messages').all() as { key: string }[]).map(
        (r) => r.key,
      ),
    )
  } finally {
    db.close()
  }
}

describe('backup rotation', () => {
  it('keeps the newest copy of each of the last 7 days and of each of the last 4 weeks', () => {
    // Two copies a day for 60 days, at 3:00 and 15:00 California time (UTC-8 in winter).
    const start = Date.parse('2026-01-01T11:00:00Z')
    const backups = Array.from({ length: 120 }, (_, i) => ({ at: start + i * 12 * HOUR }))
    const kept = [...backupsToKeep(backups)].map((b) => new Date(b.at).toISOString()).sort()
    const last = new Date(backups.at(-1)!.at).toISOString()
    expect(last).toBe('2026-03-01T23:00:00.000Z')
    expect(kept).toEqual([
      // Newest of each of the last four weeks (Monday to Sunday): Feb 8, Feb 15, Feb 22 (Sundays), Mar 1 (today).
      '2026-02-08T23:00:00.000Z',
      '2026-02-15T23:00:00.000Z',
      '2026-02-22T23:00:00.000Z',
      // Newest of each of the last seven days, Feb 23 to Mar 1 (Mar 1 is also this week's).
      '2026-02-23T23:00:00.000Z',
      '2026-02-24T23:00:00.000Z',
      '2026-02-25T23:00:00.000Z',
      '2026-02-26T23:00:00.000Z',
      '2026-02-27T23:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
      '2026-03-01T23:00:00.000Z',
    ])
    expect(backupsToKeep([])).toEqual(new Set())
  })

  it('runs daily when BACKUP_DIR is set, and thins the folder as days pass', async () => {
    const server = await listeningTestServer({ backups: true })
    try {
      const { jobs } = server.admin
      expect((await jobs.runDue()).backup).toBe(true)
      server.clock.advance(HOUR)
      expect((await jobs.runDue()).backup).toBe(false)
      for (let day = 0; day < 40; day++) {
        server.clock.advance(DAY)
        expect((await jobs.runDue()).backup).toBe(true)
      }
      const files = fs.readdirSync(server.backupDir!)
      expect(files.filter((name) => !/^site-[\dT-]+Z\.sqlite$/.test(name))).toEqual([])
      expect(files.length).toBeGreaterThanOrEqual(7 + 2)
      expect(files.length).toBeLessThanOrEqual(7 + 4)
      const audit = server.admin.deps.audit.query({ action: 'backup.created' })
      expect(audit).toHaveLength(41)
      expect(audit[0]!.username).toBe('system')
    } finally {
      await server.close()
    }
  }, 60_000)
})

describe('backup and restore', () => {
  it('backs up while 200 messages arrive at once; after losing the database, the restore has every message acknowledged before the backup began', async () => {
    const server = await listeningTestServer({ backups: true })
    const post = (key: string, n: number) =>
      fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${60 + (n >> 8)}.${n & 255}.1`,
        },
        body: JSON.stringify({
          name: `Patient ${key}`,
          phone: '(714) 555-0111',
          message: `Message ${key}`,
          idempotencyKey: key,
        }),
      }).then((response) => {
        if (response.status !== 201) throw new Error(`${key}: ${response.status}`)
        return key
      })
    const acknowledged = new Set<string>()
    let backupFile = ''
    try {
      for (let i = 0; i < 30; i++) acknowledged.add(await post(`before-${i}`, i))
      const burst = Array.from({ length: 200 }, (_, i) =>
        post(`burst-${i}`, 100 + i).then((key) => {
          acknowledged.add(key)
          return key
        }),
      )
      // Back up in the middle of the burst.
      while (acknowledged.size < 60) await new Promise((resolve) => setImmediate(resolve))
      const before = new Set(acknowledged)
      const backup = await server.admin.deps.backups!.create({ id: null, username: 'system' })
      backupFile = backup.file
      await Promise.all(burst)
      expect(acknowledged.size).toBe(230)
      expect(before.size).toBeLessThan(230)

      // The disk goes: the database and its WAL are gone; the backup was copied off the machine.
      const dataDir = server.dataDir
      const kept = path.join(tempDir(), path.basename(backupFile))
      fs.copyFileSync(backupFile, kept)
      await server.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(false)

      const result = await restoreBackup(kept, dataDir)
      expect(result).toMatchObject({ ok: true, previous: null })
      const restored = path.join(dataDir, DATABASE_FILE)
      expect(integrity(restored)).toBe('ok')
      const keys = keysIn(restored)
      for (const key of before) expect(keys.has(key), key).toBe(true)
      const db = openDatabase(dataDir)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      expect(
        db.prepare(`SELECT action, record FROM audit_log WHERE action = 'backup.restored'`).all(),
      ).toEqual([{ action: 'backup.restored', record: path.basename(kept) }])
      db.close()
    } finally {
      await server.close().catch(() => undefined)
    }
  }, 60_000)

  it('refuses a truncated, foreign or newer file, and changes nothing', async () => {
    const server = await listeningTestServer({ backups: true })
    const dir = tempDir()
    let good = ''
    try {
      for (let i = 0; i < 20; i++)
        await fetch(`${server.origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.70.${i}.1` },
          body: JSON.stringify({ name: 'Patient', phone: '(714) 555-0111', message: 'x'.repeat(3000) }),
        })
      const made = (await server.admin.deps.backups!.create({ id: null, username: 'system' })).file
      good = path.join(dir, 'good.sqlite')
      fs.copyFileSync(made, good)
    } finally {
      await server.close()
    }
    const truncated = path.join(dir, 'truncated.sqlite')
    const bytes = fs.readFileSync(good)
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const text = path.join(dir, 'notes.sqlite')
    fs.writeFileSync(text, 'these are not the pages you are looking for')
    const newer = path.join(dir, 'newer.sqlite')
    fs.copyFileSync(good, newer)
    const future = new Database(newer)
    future.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    future.close()

    // A live database the restore must leave alone.
    const dataDir = path.join(dir, 'data')
    const live = openDatabase(dataDir)
    live.prepare(`INSERT INTO messages (language, kind, name) VALUES ('en', 'contact', 'Still here')`).run()
    live.pragma('wal_checkpoint(TRUNCATE)')
    live.close()
    const target = path.join(dataDir, DATABASE_FILE)
    const before = sha(target)
    const listing = fs.readdirSync(dataDir).sort()

    expect(checkBackup(good)).toMatchObject({ ok: true, messages: 20 })
    for (const [file, reason] of [
      [truncated, /damaged|not a readable SQLite database/],
      [text, /not a readable SQLite database/],
      [newer, /newer version/],
      [path.join(dir, 'missing.sqlite'), /does not exist/],
    ] as const) {
      const result = await restoreBackup(file, dataDir)
      expect(result.ok, file).toBe(false)
      expect(result.ok ? '' : result.reason).toMatch(reason)
      expect(sha(target)).toBe(before)
      expect(fs.readdirSync(dataDir).sort()).toEqual(listing)
    }

    // The command says so plainly and exits with an error.
    const run = promisify(execFile)
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'server/admin/backups/cli.ts', 'restore', truncated],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    ).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(/^Refused: The file (is damaged|is not a readable SQLite database)/)
    expect(failure?.stderr).toContain('Nothing was changed.')
    expect(sha(target)).toBe(before)

    // And a good file goes in, keeping the database that was there.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/admin/backups/cli.ts', 'restore', good],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    )
    expect(stdout).toMatch(/Restored .* 20 messages/)
    const previous = fs.readdirSync(dataDir).find((name) => name.startsWith('before-restore-'))!
    expect(keysIn(path.join(dataDir, previous))).toBeDefined()
    const restored = new Database(target, { readonly: true })
    expect(restored.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual({ n: 20 })
    restored.close()
    const saved = new Database(path.join(dataDir, previous), { readonly: true })
    expect(saved.prepare('SELECT name FROM messages').all()).toEqual([{ name: 'Still here' }])
    saved.close()
  }, 60_000)
})

import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { generateIdentity, identityToRecipient } from 'age-encryption'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { DATABASE_FILE, openDatabase, SCHEMA_VERSION } from '../../db'
import { listeningTestServer } from '../../reliability/in-process-server'
import { auditLog, SYSTEM } from '../audit/log'
import { sessionSecret } from '../auth/sessions'
import { DAY, HOUR } from '../deps'
import { checkBackup } from './check'
import { restoreBackup } from './restore'
import { backupsToKeep } from './rotation'
import { backupService } from './service'

const root = path.resolve(import.meta.dirname, '../../..')
const tempDir = scratchFolders('backup-test')

/** The generated session secret's file, made as the server makes it. */
const sessionSecretFile = (dataDir: string) => {
  sessionSecret(dataDir, null)
  return path.join(dataDir, 'session-secret')
}

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
  it('keeps every copy of today, and the newest of each of the last 7 days and of each of the last 4 weeks', () => {
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
      // Today's copies, every one: the one made at 3:00 stays beside the one made at 15:00.
      '2026-03-01T11:00:00.000Z',
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
      const entries = db
        .prepare(`SELECT record, params FROM audit_log WHERE action = 'backup.restored'`)
        .all() as { record: string; params: string }[]
      expect(entries.map((entry) => entry.record)).toEqual([path.basename(kept)])
      // The facts the audit page words in its reader's language.
      expect(JSON.parse(entries[0]!.params)).toEqual({
        messages: expect.any(Number),
        version: SCHEMA_VERSION,
        content: null,
      })
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

/** A good backup holding two messages, and a live database in a data folder the restore must leave alone. */
async function backupAndLiveDatabase(dir: string, recipients: string[] = []) {
  const source = openDatabase(path.join(dir, 'source'))
  for (const name of ['First patient', 'Second patient'])
    source.prepare(`INSERT INTO messages (language, kind, name) VALUES ('en', 'contact', ?)`).run(name)
  const service = backupService({
    db: source,
    dir: path.join(dir, 'backups'),
    now: Date.now,
    audit: auditLog(source, Date.now),
    recipients,
  })
  const backup = await service.create(SYSTEM)
  source.close()
  const dataDir = path.join(dir, 'data')
  const live = openDatabase(dataDir)
  live.prepare(`INSERT INTO messages (language, kind, name) VALUES ('en', 'contact', 'Still here')`).run()
  live.close()
  const target = path.join(dataDir, DATABASE_FILE)
  const unchanged = () => {
    const before = { sha: sha(target), files: fs.readdirSync(dataDir).sort() }
    return () => {
      expect(sha(target)).toBe(before.sha)
      expect(fs.readdirSync(dataDir).sort()).toEqual(before.files)
    }
  }
  return { backup, service, source: path.join(dir, 'source'), dataDir, target, unchanged }
}

/** A copy of `file` with `sql` run on it, as someone holding the backup could. */
function tampered(file: string, dir: string, name: string, sql: string) {
  const copy = path.join(dir, name)
  fs.copyFileSync(file, copy)
  const db = new Database(copy)
  db.exec(sql)
  db.close()
  return copy
}

const mode = (file: string) => fs.statSync(file).mode & 0o777

const cli = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin/backups/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: unknown) => ({ stdout: '', ...(error as { code: number; stderr: string }) }),
  )

describe('restore refuses what it cannot trust', () => {
  it('refuses a copy whose audit triggers were dropped or defanged, whose columns changed, or that brings triggers of its own', async () => {
    const dir = tempDir()
    const { backup, dataDir, unchanged } = await backupAndLiveDatabase(dir)
    const same = unchanged()
    const cases: [string, string, RegExp][] = [
      [
        'no-audit-triggers.sqlite',
        'DROP TRIGGER audit_log_no_delete; DROP TRIGGER audit_log_no_update',
        /trigger audit_log_no_delete is missing; trigger audit_log_no_update is missing/,
      ],
      [
        'defanged.sqlite',
        `DROP TRIGGER audit_log_no_delete;
         CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT 1; END;
         CREATE TRIGGER tidy_up AFTER INSERT ON audit_log BEGIN DELETE FROM audit_log WHERE id = NEW.id; END`,
        /trigger tidy_up is not part of this website; trigger audit_log_no_delete is different/,
      ],
      [
        'promote.sqlite',
        `CREATE TRIGGER promote AFTER INSERT ON messages BEGIN UPDATE users SET role = 'owner'; END`,
        /trigger promote is not part of this website/,
      ],
      ['extra-column.sqlite', 'ALTER TABLE users ADD COLUMN is_admin INTEGER', /table users is different/],
      [
        'no-role-check.sqlite',
        `PRAGMA foreign_keys = OFF;
         CREATE TABLE users_loose AS SELECT * FROM users; DROP TABLE users;
         ALTER TABLE users_loose RENAME TO users`,
        /table users is different/,
      ],
      ['no-index.sqlite', 'DROP INDEX audit_log_at', /index audit_log_at is missing/],
      [
        'a-view.sqlite',
        'CREATE VIEW everyone AS SELECT * FROM users',
        /view everyone is not part of this website/,
      ],
    ]
    for (const [name, sql, reason] of cases) {
      const result = await restoreBackup(tampered(backup.file, dir, name, sql), dataDir)
      expect(result.ok, name).toBe(false)
      expect(result.ok ? '' : result.reason, name).toMatch(/^The file is not a database of this website/)
      expect(result.ok ? '' : result.reason, name).toMatch(reason)
      same()
    }
    // The command says why in a sentence, without a stack trace.
    const refused = await cli(['restore', path.join(dir, 'defanged.sqlite')], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Refused: The file is not a database of this website .* trigger tidy_up/)
    expect(refused.stderr).toContain('Nothing was changed.')
    expect(refused.stderr).not.toMatch(/^\s+at /m)
    same()
  }, 60_000)

  it('refuses a minimal foreign database, with a schema version or without', async () => {
    const dir = tempDir()
    const { dataDir, unchanged } = await backupAndLiveDatabase(dir)
    const same = unchanged()
    const foreign = (name: string, version: number) => {
      const file = path.join(dir, name)
      const db = new Database(file)
      db.exec(
        `CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello'); PRAGMA user_version = ${version}`,
      )
      db.close()
      return file
    }
    for (const [file, reason] of [
      [foreign('notes.sqlite', 0), /^The file is not a database of this website \(no schema version\)/],
      [
        foreign('notes-v3.sqlite', 3),
        /^The file is not a database of this website as its version 3 made it, or it was changed: table notes is not part of this website; .* is missing/,
      ],
    ] as const) {
      const result = await restoreBackup(file, dataDir)
      expect(result.ok ? '' : result.reason).toMatch(reason)
      same()
    }
  })

  it('refuses while the server still has the database open, then restores once it is stopped', async () => {
    const dir = tempDir()
    const { backup, dataDir, target } = await backupAndLiveDatabase(dir)
    const names = () => {
      const db = new Database(target, { readonly: true })
      try {
        return (db.prepare('SELECT name FROM messages ORDER BY id').all() as { name: string }[]).map(
          (row) => row.name,
        )
      } finally {
        db.close()
      }
    }
    const running = openDatabase(dataDir)
    const listing = fs.readdirSync(dataDir).sort()
    const result = await restoreBackup(backup.file, dataDir)
    expect(result.ok ? '' : result.reason).toMatch(/in use: stop the server first/)
    expect(fs.readdirSync(dataDir).sort()).toEqual(listing)
    running
      .prepare(`INSERT INTO messages (language, kind, name) VALUES ('en', 'contact', 'Still coming in')`)
      .run()
    running.close()
    expect(names()).toEqual(['Still here', 'Still coming in'])
    expect(await restoreBackup(backup.file, dataDir)).toMatchObject({ ok: true, messages: 2 })
    expect(names()).toEqual(['First patient', 'Second patient'])
  })
})

describe('data at rest', () => {
  it('keeps the data and backup folders to the server user (0700), and every database file and backup (0600)', async () => {
    const dir = tempDir()
    // A data folder and database an earlier version left readable by everyone are tightened too.
    const old = path.join(dir, 'old')
    fs.mkdirSync(old, { mode: 0o755 })
    fs.chmodSync(old, 0o755)
    new Database(path.join(old, DATABASE_FILE)).close()
    fs.chmodSync(path.join(old, DATABASE_FILE), 0o644)
    const reopened = openDatabase(old)
    expect(mode(old)).toBe(0o700)
    expect(mode(path.join(old, DATABASE_FILE))).toBe(0o600)
    reopened.close()

    const { backup, service, source, dataDir, target } = await backupAndLiveDatabase(dir)
    const live = openDatabase(dataDir)
    live.prepare(`INSERT INTO messages (language, kind, name) VALUES ('en', 'contact', 'In the log')`).run()
    expect(mode(dataDir)).toBe(0o700)
    for (const file of [target, `${target}-wal`, `${target}-shm`]) expect(mode(file), file).toBe(0o600)
    expect(mode(sessionSecretFile(dataDir))).toBe(0o600)
    live.close()
    expect(mode(service.dir)).toBe(0o700)
    expect(mode(backup.file)).toBe(0o600)
    expect(mode(source)).toBe(0o700)

    const result = await restoreBackup(backup.file, dataDir)
    expect(result.ok).toBe(true)
    expect(mode(target)).toBe(0o600)
    expect(mode(result.ok ? result.previous! : '')).toBe(0o600)
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([])
  })

  it('encrypts backups to an age public key, and restores them only with the private key given on the command line', async () => {
    const dir = tempDir()
    const identity = await generateIdentity()
    const recipient = await identityToRecipient(identity)
    const { backup, service, source, dataDir, target, unchanged } = await backupAndLiveDatabase(dir, [
      recipient,
    ])
    expect(backup.name).toMatch(/^site-[\dT-]+Z\.sqlite\.age$/)
    expect(backup.encrypted).toBe(true)
    expect(mode(backup.file)).toBe(0o600)
    const bytes = fs.readFileSync(backup.file)
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
    expect(bytes.includes('First patient')).toBe(false)
    // No plain copy is left behind, in the backup folder or beside the database.
    expect(fs.readdirSync(service.dir)).toEqual([backup.name])
    expect(fs.readdirSync(source).filter((name) => name.includes('backup'))).toEqual([])
    expect(service.list()).toMatchObject([{ name: backup.name, encrypted: true }])

    const same = unchanged()
    const withoutKey = await restoreBackup(backup.file, dataDir)
    expect(withoutKey.ok ? '' : withoutKey.reason).toMatch(
      /encrypted: give the private key file with --identity/,
    )
    const otherKey = await restoreBackup(backup.file, dataDir, { identities: [await generateIdentity()] })
    expect(otherKey.ok ? '' : otherKey.reason).toMatch(/encrypted for another one/)
    same()

    // The key as age-keygen writes it, comments and all.
    const keyFile = path.join(dir, 'key.txt')
    fs.writeFileSync(keyFile, `# created: 2026-01-01T00:00:00Z\n# public key: ${recipient}\n${identity}\n`)
    const noKey = await cli(['restore', backup.file], { DATA_DIR: dataDir })
    expect(noKey.stderr).toMatch(/^Refused: This backup is encrypted/)
    const restored = await cli(['restore', backup.file, '--identity', keyFile], { DATA_DIR: dataDir })
    expect(restored.stdout).toMatch(/Restored .* 2 messages/)
    expect(mode(target)).toBe(0o600)
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([])
    const db = new Database(target, { readonly: true })
    expect(db.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual({ n: 2 })
    db.close()
  }, 60_000)
})

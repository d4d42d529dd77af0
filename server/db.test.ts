import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DATABASE_FILE,
  expectedSchema,
  openDatabase,
  schemaDifferences,
  schemaOf,
  SCHEMA_VERSION,
} from './db'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('database migrations', () => {
  it('bring a database from before staff accounts up to date, keeping its messages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'))
    dirs.push(dir)
    // Schema version 3, as the site had it with one shared admin password.
    const old = new Database(path.join(dir, DATABASE_FILE))
    old.exec(`
      CREATE TABLE messages (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        language TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL, phone TEXT, email TEXT, reason TEXT, message TEXT,
        idempotency_key TEXT UNIQUE, handled_at TEXT, forwarded_at TEXT, forward_attempts INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE analytics_sessions (session_id TEXT PRIMARY KEY);
      INSERT INTO messages (language, kind, name, handled_at) VALUES ('en', 'contact', 'Handled', '2026-01-01T00:00:00.000Z');
      INSERT INTO messages (language, kind, name) VALUES ('es', 'appointment', 'Open');
      INSERT INTO sessions VALUES ('old-session', 1, 9999999999999);
      PRAGMA user_version = 3;`)
    old.close()

    const db = openDatabase(dir)
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    expect(db.prepare('SELECT name, status, assigned_to, office FROM messages ORDER BY id').all()).toEqual([
      { name: 'Handled', status: 'done', assigned_to: null, office: null },
      { name: 'Open', status: 'new', assigned_to: null, office: null },
    ])
    // The one-password sessions are gone: everyone signs in again, with an account.
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 })
    expect(() => db.prepare(`UPDATE messages SET status = 'archived'`).run()).toThrow(/CHECK/)
    db.close()
  })

  it('puts the triggers back at every open: dropped, edited or added ones do not outlive a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'triggers-'))
    dirs.push(dir)
    openDatabase(dir).close()
    const raw = new Database(path.join(dir, DATABASE_FILE))
    raw.exec(`
      DROP TRIGGER audit_log_no_update;
      DROP TRIGGER audit_log_no_delete;
      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT 1; END;
      CREATE TRIGGER "skip ""audit""" BEFORE INSERT ON audit_log BEGIN SELECT RAISE(IGNORE); END;`)
    raw.close()
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => void warnings.push(message)
    let db: ReturnType<typeof openDatabase>
    try {
      db = openDatabase(dir)
    } finally {
      console.warn = warn
    }
    expect(warnings.join('\n')).toMatch(/removed trigger skip "audit".*restored trigger audit_log_no_delete/)
    expect(schemaDifferences(schemaOf(db), expectedSchema())).toEqual([])
    db.prepare(`INSERT INTO audit_log (at, username, action) VALUES (1, 'system', 'sign_out')`).run()
    expect(db.prepare('SELECT COUNT(*) AS n FROM audit_log').get()).toEqual({ n: 1 })
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/)
    expect(() => db.prepare(`UPDATE audit_log SET username = 'x'`).run()).toThrow(/append-only/)
    db.close()
  })

  it('refuses to open a database from a newer version instead of marking it older', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newer-'))
    dirs.push(dir)
    const newer = new Database(path.join(dir, DATABASE_FILE))
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    newer.close()
    expect(() => openDatabase(dir)).toThrow(/newer version of the website/)
  })

  it('derives the expected schema from the migrations: every table, index and the audit triggers', () => {
    const names = expectedSchema().map((object) => `${object.type} ${object.name}`)
    for (const name of [
      'table messages',
      'table users',
      'table sessions',
      'table audit_log',
      'index audit_log_at',
      'trigger audit_log_no_update',
      'trigger audit_log_no_delete',
    ])
      expect(names).toContain(name)
    expect(expectedSchema().find((object) => object.name === 'sessions')!.sql).not.toContain('csrf_token')
  })
})

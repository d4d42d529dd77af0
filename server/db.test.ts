import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE, openDatabase, SCHEMA_VERSION } from './db'

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
})

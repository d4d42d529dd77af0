import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

export type Db = Database.Database

/**
 * Ordered schema migrations; the index + 1 is the schema version stored in `user_version`.
 * Append, never edit: a database in the field has already run the earlier ones.
 */
const migrations: string[] = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     language TEXT NOT NULL,
     kind TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT,
     email TEXT,
     reason TEXT,
     message TEXT,
     idempotency_key TEXT UNIQUE,
     handled_at TEXT,
     forwarded_at TEXT,
     forward_attempts INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
  // Visitor statistics: no IP address, no user id, no user agent; location rounded to the city.
  `CREATE TABLE analytics_sessions (
     session_id TEXT PRIMARY KEY,
     first_seen INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     started_at INTEGER NOT NULL,
     page TEXT NOT NULL,
     referrer TEXT NOT NULL,
     screen_resolution TEXT NOT NULL,
     language TEXT NOT NULL,
     country TEXT NOT NULL,
     region TEXT NOT NULL,
     city TEXT NOT NULL,
     timezone TEXT NOT NULL,
     latitude REAL NOT NULL,
     longitude REAL NOT NULL,
     browser TEXT NOT NULL,
     browser_version TEXT NOT NULL,
     os TEXT NOT NULL,
     device TEXT NOT NULL,
     is_mobile INTEGER NOT NULL,
     is_usa INTEGER NOT NULL,
     page_views INTEGER NOT NULL,
     session_duration INTEGER NOT NULL,
     events TEXT NOT NULL,
     lcp REAL,
     inp REAL,
     cls REAL
   );
   CREATE INDEX analytics_sessions_first_seen ON analytics_sessions (first_seen)`,
  // Staff accounts (server/admin): people with roles, their sessions, invitation and reset links,
  // and the audit trail. The old one-password sessions are dropped: everyone signs in again.
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     username TEXT NOT NULL UNIQUE COLLATE NOCASE,
     display_name TEXT NOT NULL,
     email TEXT,
     role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'front_desk')),
     password_hash TEXT,
     created_at INTEGER NOT NULL,
     last_sign_in_at INTEGER,
     disabled_at INTEGER
   );
   DROP TABLE sessions;
   CREATE TABLE sessions (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     user_id INTEGER NOT NULL REFERENCES users (id),
     csrf_token TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     address TEXT NOT NULL,
     user_agent TEXT NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE TABLE account_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users (id),
     purpose TEXT NOT NULL CHECK (purpose IN ('invitation', 'reset')),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     user_id INTEGER,
     username TEXT NOT NULL,
     action TEXT NOT NULL,
     record TEXT,
     detail TEXT,
     address TEXT
   );
   CREATE INDEX audit_log_at ON audit_log (at);
   CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
     BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
   CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
     BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
  // The message workflow: new, in progress, done or spam; who has it; which office; notes.
  `ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'in_progress', 'done', 'spam'));
   UPDATE messages SET status = 'done' WHERE handled_at IS NOT NULL;
   ALTER TABLE messages ADD COLUMN assigned_to INTEGER REFERENCES users (id);
   ALTER TABLE messages ADD COLUMN office TEXT;
   CREATE INDEX messages_status ON messages (status);
   CREATE INDEX messages_created_at ON messages (created_at);
   CREATE TABLE message_notes (
     id INTEGER PRIMARY KEY,
     message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
     user_id INTEGER NOT NULL REFERENCES users (id),
     created_at INTEGER NOT NULL,
     body TEXT NOT NULL
   );
   CREATE INDEX message_notes_message ON message_notes (message_id)`,
  // The content editor's revisions, when the content folder is not a Git checkout: each save
  // keeps the file's text before and after, and who saved it.
  `CREATE TABLE content_revisions (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     path TEXT NOT NULL,
     previous TEXT,
     body TEXT NOT NULL,
     user_id INTEGER REFERENCES users (id),
     username TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX content_revisions_path ON content_revisions (path, id)`,
  // What an appointment request asks besides the name: how and when to reach the patient, and
  // their insurance (a choice, and the plan when they know it).
  `ALTER TABLE messages ADD COLUMN contact_by TEXT;
   ALTER TABLE messages ADD COLUMN best_time TEXT;
   ALTER TABLE messages ADD COLUMN insurance TEXT;
   ALTER TABLE messages ADD COLUMN insurance_plan TEXT`,
]

/** The schema version this code writes; a backup from a newer version is refused by restore. */
export const SCHEMA_VERSION = migrations.length

export const DATABASE_FILE = 'site.sqlite'

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string, file = DATABASE_FILE): Db {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, file))
  // WAL keeps readers off the writer's back; FULL sync means an acknowledged write survives a crash.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  const version = db.pragma('user_version', { simple: true }) as number
  const migrate = db.transaction(() => {
    for (const migration of migrations.slice(version)) db.exec(migration)
    db.pragma(`user_version = ${migrations.length}`)
  })
  migrate()
  return db
}

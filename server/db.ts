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
  // A session's CSRF token is derived from its cookie's secret with the session key
  // (server/admin/auth/sessions.ts), no longer stored: a copy of the database forges no form.
  `ALTER TABLE sessions DROP COLUMN csrf_token`,
  // The language of each person's admin pages (English or Spanish); null follows their browser
  // until they choose. An audit entry's facts as data (JSON), so the audit page can say them in
  // each reader's language; `detail` keeps the English record the export shows.
  `ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'es'));
   ALTER TABLE audit_log ADD COLUMN params TEXT`,
  // Without mail, a person who answers messages may ask to see new ones at the top of every admin
  // page (1), instead of finding them only in the inbox (0).
  `ALTER TABLE users ADD COLUMN new_message_banner INTEGER NOT NULL DEFAULT 0 CHECK (new_message_banner IN (0, 1))`,
]

/** The schema version this code writes; a backup from a newer version is refused by restore. */
export const SCHEMA_VERSION = migrations.length

export const DATABASE_FILE = 'site.sqlite'

/** Runs the migrations a database lacks, up to `version`, in one transaction. */
export function migrate(db: Db, version = SCHEMA_VERSION): void {
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > version)
    throw new Error(
      `The database comes from a newer version of the website (schema ${current}; this one knows up to ${version}). Update the website.`,
    )
  if (current === version) return
  db.transaction(() => {
    for (const migration of migrations.slice(current, version)) db.exec(migration)
    db.pragma(`user_version = ${version}`)
  })()
}

/** One table, index, trigger or view, as `sqlite_master` describes it. */
export interface SchemaObject {
  type: string
  name: string
  table: string
  /** The statement that made it, as SQLite keeps it. */
  sql: string
}

// Whitespace is layout, not schema: "(a, b)" and "( a,b )" are one definition.
const normalized = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),;])\s*/g, '$1')
    .trim()

const sameObject = (a: SchemaObject, b: SchemaObject) =>
  a.type === b.type && a.name === b.name && a.table === b.table && normalized(a.sql) === normalized(b.sql)

/** The objects of a database's schema, SQLite's own (sqlite_…) left out. */
export function schemaOf(db: Db): SchemaObject[] {
  const rows = db
    .prepare(
      `SELECT type, name, tbl_name AS "table", sql FROM sqlite_master
       WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name`,
    )
    .all() as { type: string; name: string; table: string; sql: string | null }[]
  return rows.map((row) => ({ ...row, sql: row.sql ?? '' }))
}

const expected = new Map<number, SchemaObject[]>()

/**
 * The schema a database of `version` has when this code made it, derived from the migrations
 * themselves on a database in memory, never from a list kept by hand.
 */
export function expectedSchema(version = SCHEMA_VERSION): SchemaObject[] {
  let schema = expected.get(version)
  if (!schema) {
    const db = new Database(':memory:')
    try {
      migrate(db, version)
      schema = schemaOf(db)
    } finally {
      db.close()
    }
    expected.set(version, schema)
  }
  return schema
}

/** How a schema differs from the expected one, in short phrases; empty when they are the same. */
export function schemaDifferences(
  actual: readonly SchemaObject[],
  wanted: readonly SchemaObject[],
): string[] {
  const label = (object: SchemaObject) => `${object.type} ${object.name}`
  const find = (list: readonly SchemaObject[], object: SchemaObject) =>
    list.find((candidate) => label(candidate) === label(object))
  // What was added first: it is what could act on the data.
  return [
    ...actual
      .filter((object) => !find(wanted, object))
      .map((object) => `${label(object)} is not part of this website`),
    ...wanted.flatMap((object) => {
      const found = find(actual, object)
      return !found ? [] : sameObject(found, object) ? [] : [`${label(object)} is different`]
    }),
    ...wanted.filter((object) => !find(actual, object)).map((object) => `${label(object)} is missing`),
  ]
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Puts the triggers back as the migrations define them, at every open: the append-only audit
 * trail rests on them, so one dropped or edited, or one added (say, a trigger that quietly skips
 * inserts into audit_log, or changes a role when a message arrives), does not outlive the next
 * start. Returns what it changed, for the log.
 */
export function reassertTriggers(db: Db): string[] {
  const wanted = expectedSchema().filter((object) => object.type === 'trigger')
  const present = schemaOf(db).filter((object) => object.type === 'trigger')
  const changes: string[] = []
  db.transaction(() => {
    for (const trigger of present)
      if (!wanted.some((object) => sameObject(object, trigger))) {
        db.exec(`DROP TRIGGER ${quoted(trigger.name)}`)
        changes.push(`removed trigger ${trigger.name}`)
      }
    for (const trigger of wanted)
      if (!present.some((object) => sameObject(object, trigger))) {
        db.exec(trigger.sql)
        changes.push(`restored trigger ${trigger.name}`)
      }
  })()
  return changes
}

/**
 * Opens (creating if needed) the database in `dataDir`, brings its schema up to date and puts its
 * triggers back. The folder is the server user's alone (0700) and the database files too (0600):
 * they hold patients' messages and the staff's password hashes.
 */
export function openDatabase(dataDir: string, file = DATABASE_FILE): Db {
  makePrivateFolder(dataDir)
  const target = path.join(dataDir, file)
  // Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
  fs.closeSync(fs.openSync(target, 'a', 0o600))
  fs.chmodSync(target, 0o600)
  const db = new Database(target)
  // WAL keeps readers off the writer's back; FULL sync means an acknowledged write survives a crash.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // Files an earlier version left readable by others.
  for (const suffix of ['-wal', '-shm'])
    if (fs.existsSync(`${target}${suffix}`)) fs.chmodSync(`${target}${suffix}`, 0o600)
  migrate(db)
  const changes = reassertTriggers(db)
  if (changes.length > 0)
    console.warn(`The database's triggers had been changed and are restored: ${changes.join('; ')}.`)
  return db
}

/** Creates `dir` for the server user alone (0700), tightening one an earlier version made. */
export function makePrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700)
}

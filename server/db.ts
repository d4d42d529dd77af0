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
]

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string, file = 'site.sqlite'): Db {
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

import type { Db } from '../../db'
import { git, GitError, SOFTWARE, staffAuthor } from '../../content-folder/git'
import { commitPaths, IMPORT_MESSAGES } from '../../content-folder/repository'
import type { Clock } from '../deps'

/**
 * Every save, restore and picture upload of the editor is a commit of the content folder's own
 * Git repository, by the person who made it (the server is the committer), and the revision list
 * reads the office's branch. Each revision knows the file's text before and after, so it can be
 * shown and undone. Saves an earlier version kept in SQLite (`content_revisions`, when the
 * content folder was not a repository) stay readable, and restorable, beside them; nothing new
 * is written there.
 */

export interface Revision {
  /** A commit hash, or `db-<row id>` for a save kept in the database by an earlier version. */
  id: string
  at: number
  path: string
  username: string
  message: string
}

export interface RevisionText {
  revision: Revision
  /** The file before this save; null when the save created it. */
  previous: string | null
  body: string
}

export interface Author {
  username: string
  name: string
  userId: number | null
}

export interface RevisionStore {
  /** Commits `files` (content-folder paths, already written) as `author`'s change. */
  record(author: Author, message: string, files: readonly string[]): void
  list(limit?: number): Revision[]
  get(id: string, file: string): RevisionText | null
}

const SEP = '\x1f'
const STAFF = /@staff\.invalid$/

/** The office's branch, newest first, one entry per file a commit changed (merges: against the office's side). */
function gitLog(root: string, limit: number): Revision[] {
  let log = ''
  try {
    log = git(root, [
      'log',
      '--first-parent',
      '--diff-merges=first-parent',
      `-n${limit}`,
      `--format=%x1e%H${SEP}%at${SEP}%ae${SEP}%s`,
      '--name-only',
      'HEAD',
    ])
  } catch (error) {
    if (error instanceof GitError) return []
    throw error
  }
  return log
    .split('\x1e')
    .filter(Boolean)
    .flatMap((chunk) => {
      const [head = '', ...names] = chunk.trim().split('\n')
      const [id = '', at = '0', email = '', message = ''] = head.split(SEP)
      // The content as shipped or as found when the folder became a repository is no one's save.
      if (email === SOFTWARE.email && IMPORT_MESSAGES.includes(message)) return []
      return names.filter(Boolean).map((file) => ({
        id,
        at: Number(at) * 1000,
        path: file,
        username: STAFF.test(email) ? email.replace(STAFF, '') : 'website',
        message,
      }))
    })
}

export function gitRevisions(root: string, now: Clock): Pick<RevisionStore, 'record' | 'list' | 'get'> {
  const show = (spec: string): string | null => {
    try {
      return git(root, ['show', spec])
    } catch {
      return null
    }
  }
  return {
    record(author, message, files) {
      commitPaths(root, staffAuthor(author.username, author.name), message, now(), files)
    },
    list: (limit = 100) => gitLog(root, limit),
    get(id, file) {
      if (!/^[0-9a-f]{7,40}$/.test(id)) return null
      const revision = gitLog(root, 1000).find((entry) => entry.id === id && entry.path === file)
      const body = revision && show(`${id}:${file}`)
      if (!revision || body === null || body === undefined) return null
      return { revision, previous: show(`${id}^:${file}`), body }
    },
  }
}

interface Row {
  id: number
  at: number
  path: string
  previous: string | null
  body: string
  username: string
  message: string
}

/** Saves kept in SQLite by an earlier version: read, never written. */
function databaseRevisions(db: Db) {
  const toRevision = (row: Row): Revision => ({
    id: `db-${row.id}`,
    at: row.at,
    path: row.path,
    username: row.username,
    message: row.message,
  })
  return {
    list: (limit: number) =>
      (
        db
          .prepare('SELECT id, at, path, username, message FROM content_revisions ORDER BY id DESC LIMIT ?')
          .all(limit) as Row[]
      ).map(toRevision),
    get(id: string, file: string): RevisionText | null {
      const match = /^db-(\d{1,15})$/.exec(id)
      if (!match) return null
      const row = db
        .prepare('SELECT * FROM content_revisions WHERE id = ? AND path = ?')
        .get(Number(match[1]), file) as Row | undefined
      return row ? { revision: toRevision(row), previous: row.previous, body: row.body } : null
    },
  }
}

/** The editor's revisions: the content repository's history, then any saves an earlier version kept in the database. */
export function revisionStore(root: string, db: Db, now: Clock): RevisionStore {
  const commits = gitRevisions(root, now)
  const earlier = databaseRevisions(db)
  return {
    record: commits.record,
    list: (limit = 100) =>
      [...commits.list(limit), ...earlier.list(limit)].sort((a, b) => b.at - a.at).slice(0, limit),
    get: (id, file) => (id.startsWith('db-') ? earlier.get(id, file) : commits.get(id, file)),
  }
}

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string }

/** A line diff (longest common subsequence): small files, read by people. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n')
  const b = after.split('\n')
  const width = b.length + 1
  // lengths[i * width + j]: the longest common run of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width)
  const at = (i: number, j: number) => lengths[i * width + j] ?? 0
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const left = a[i]
    const right = b[j]
    if (left !== undefined && right !== undefined && left === right) {
      lines.push({ kind: 'same', text: left })
      i++
      j++
    } else if (right !== undefined && (left === undefined || at(i, j + 1) >= at(i + 1, j))) {
      lines.push({ kind: 'added', text: right })
      j++
    } else {
      lines.push({ kind: 'removed', text: left ?? '' })
      i++
    }
  }
  return lines
}

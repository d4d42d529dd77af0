import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../../db'
import type { Clock } from '../deps'

/**
 * Every save of the editor is kept as a revision: a commit (author: the staff member) when the
 * content folder is a Git repository of its own, otherwise a row of `content_revisions`.
 * Either way a revision knows the file's text before and after, so it can be shown and undone.
 */

export interface Revision {
  /** A commit hash, or the row's id. */
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
  kind: 'git' | 'database'
  /** Records a save of `files` (content-folder paths, already written). */
  record(
    author: Author,
    message: string,
    files: { path: string; previous: string | null; body: string }[],
  ): void
  list(limit?: number): Revision[]
  get(id: string, file: string): RevisionText | null
}

const SEP = '\x1f'

/** A Git repository whose top level is the content folder itself (not a project around it). */
export function isOwnGitRepository(root: string): boolean {
  if (!fs.existsSync(path.join(root, '.git'))) return false
  try {
    const top = execFileSync('git', ['-C', root, 'rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
    return fs.realpathSync(top) === fs.realpathSync(root)
  } catch {
    return false
  }
}

export function gitRevisions(root: string): RevisionStore {
  const git = (args: string[]) =>
    execFileSync('git', ['-C', root, '-c', 'core.quotepath=off', ...args], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    })
  const show = (spec: string): string | null => {
    try {
      return git(['show', spec])
    } catch {
      return null
    }
  }
  return {
    kind: 'git',
    record(author, message, files) {
      git(['add', '--', ...files.map((file) => file.path)])
      // The person is the commit's author; the server, which writes it, is its committer.
      const email = `${author.username.replace(/[^\w.-]/g, '')}@staff.invalid`
      git([
        '-c',
        'user.name=Content editor',
        '-c',
        'user.email=content-editor@staff.invalid',
        'commit',
        '--no-verify',
        '--quiet',
        `--author=${author.name.replace(/[<>\n]/g, '')} <${email}>`,
        '-m',
        message,
        '--',
        ...files.map((file) => file.path),
      ])
    },
    list(limit = 100) {
      let log = ''
      try {
        log = git(['log', `-n${limit}`, `--format=%x1e%H${SEP}%at${SEP}%ae${SEP}%s`, '--name-only'])
      } catch {
        return []
      }
      return log
        .split('\x1e')
        .filter(Boolean)
        .flatMap((chunk) => {
          const [head = '', ...names] = chunk.trim().split('\n')
          const [id = '', at = '0', email = '', message = ''] = head.split(SEP)
          return names.filter(Boolean).map((file) => ({
            id,
            at: Number(at) * 1000,
            path: file,
            username: email.replace(/@staff\.invalid$/, ''),
            message,
          }))
        })
    },
    get(id, file) {
      if (!/^[0-9a-f]{7,40}$/.test(id)) return null
      const revision = this.list(1000).find((entry) => entry.id === id && entry.path === file)
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

export function databaseRevisions(db: Db, now: Clock): RevisionStore {
  const insert = db.prepare(
    `INSERT INTO content_revisions (at, path, previous, body, user_id, username, message)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const toRevision = (row: Row): Revision => ({
    id: String(row.id),
    at: row.at,
    path: row.path,
    username: row.username,
    message: row.message,
  })
  return {
    kind: 'database',
    record(author, message, files) {
      db.transaction(() => {
        for (const file of files)
          insert.run(now(), file.path, file.previous, file.body, author.userId, author.username, message)
      })()
    },
    list(limit = 100) {
      return (
        db
          .prepare('SELECT id, at, path, username, message FROM content_revisions ORDER BY id DESC LIMIT ?')
          .all(limit) as Row[]
      ).map(toRevision)
    },
    get(id, file) {
      if (!/^\d{1,15}$/.test(id)) return null
      const row = db
        .prepare('SELECT * FROM content_revisions WHERE id = ? AND path = ?')
        .get(Number(id), file) as Row | undefined
      return row ? { revision: toRevision(row), previous: row.previous, body: row.body } : null
    },
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

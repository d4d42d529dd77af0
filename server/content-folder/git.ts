import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Git, as the server runs it on the content folder: its own settings only (no user's or
 * system's configuration, no hooks, no signing, no pager, no prompt), so a setting on the machine
 * can neither break a save nor run anything. Every call is short (a small repository), so it is
 * synchronous: a save, a restore or an update is one step no request can interleave with.
 */

/** Who a commit is by. The server is the committer of every commit; a person is its author. */
export interface GitAuthor {
  name: string
  email: string
}

/** The website itself: the author of the shipped content and of what it records on its own. */
export const SOFTWARE: GitAuthor = { name: 'Website', email: 'website@software.invalid' }

/** Staff members are authors by their username: `<username>@staff.invalid`. */
export const staffAuthor = (username: string, name: string): GitAuthor => ({
  name: name.replace(/[<>\n]/g, '').trim() || username,
  email: `${username.replace(/[^\w.-]/g, '')}@staff.invalid`,
})

export class GitError extends Error {
  override name = 'GitError'
  /** The command's exit status, and what it printed before failing (merge-tree's conflicts). */
  status: number | null = null
  stdout = ''
}

/** The environment of every git command: nothing inherited that could point it elsewhere. */
function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Passed on to the child (PATH, HOME), not read as a setting.
  // eslint-disable-next-line no-restricted-properties
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')))
  return {
    ...env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    LC_ALL: 'C',
    ...extra,
  }
}

export interface GitOptions {
  /** Text for the command's standard input. */
  input?: string | Buffer
  /** Extra environment (GIT_INDEX_FILE, author and dates). */
  env?: Record<string, string>
  /** Return the output as bytes (a blob that may be a picture). */
  binary?: boolean
}

/** `git -C root …`; throws a GitError with git's own message when it fails. */
export function git(root: string, args: string[], options: GitOptions & { binary: true }): Buffer
export function git(root: string, args: string[], options?: GitOptions): string
export function git(root: string, args: string[], options: GitOptions = {}): string | Buffer {
  try {
    return execFileSync(
      'git',
      [
        '-C',
        root,
        '-c',
        'core.quotepath=off',
        '-c',
        'core.hooksPath=/dev/null',
        '-c',
        'commit.gpgsign=false',
        '-c',
        'gc.auto=0',
        '-c',
        'user.name=Website',
        '-c',
        'user.email=website@software.invalid',
        ...args,
      ],
      {
        env: gitEnvironment(options.env),
        input: options.input,
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['pipe', 'pipe', 'pipe'],
        ...(options.binary ? {} : { encoding: 'utf8' }),
      },
    )
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & {
      stdout?: Buffer | string
      stderr?: Buffer | string
      status?: number | null
    }
    if (failed.code === 'ENOENT')
      throw new GitError('Git is not installed on this server: the content folder’s history needs it.')
    const stderr = String(failed.stderr ?? '').trim()
    throw Object.assign(new GitError(stderr || failed.message), {
      status: failed.status ?? null,
      stdout: String(failed.stdout ?? ''),
    })
  }
}

/** Whether a git command succeeds (`merge-base --is-ancestor`, `rev-parse --verify`). */
export function gitSucceeds(root: string, args: string[]): boolean {
  try {
    git(root, args)
    return true
  } catch (error) {
    if (error instanceof GitError && /not installed/.test(error.message)) throw error
    return false
  }
}

/** The environment that makes `author` the author of a commit, at `at` (epoch ms). */
export function authorEnvironment(author: GitAuthor, at: number): Record<string, string> {
  const date = `@${Math.floor(at / 1000)} +0000`
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: SOFTWARE.name,
    GIT_COMMITTER_EMAIL: SOFTWARE.email,
    GIT_COMMITTER_DATE: date,
  }
}

/** A Git repository whose top level is the folder itself (not a project around it). */
export function isOwnRepository(root: string): boolean {
  if (!fs.existsSync(path.join(root, '.git'))) return false
  try {
    const top = git(root, ['rev-parse', '--show-toplevel']).trim()
    return fs.realpathSync(top) === fs.realpathSync(root)
  } catch {
    return false
  }
}

/** The commit a name points at, or null (a branch not made yet, a repository without commits). */
export function resolve(root: string, name: string): string | null {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]).trim() || null
  } catch {
    return null
  }
}

/** A throwaway index, so a tree can be made from any folder without touching the repository's own. */
export function withScratchIndex<T>(root: string, run: (env: Record<string, string>) => T): T {
  const gitDir = path.resolve(root, git(root, ['rev-parse', '--git-dir']).trim())
  const index = path.join(gitDir, `scratch-index-${process.pid}-${Date.now()}`)
  try {
    return run({ GIT_INDEX_FILE: index })
  } finally {
    fs.rmSync(index, { force: true })
  }
}

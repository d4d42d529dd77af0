import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { contentEntries } from '#shared/content/folder'
import {
  authorEnvironment,
  git,
  gitSucceeds,
  isOwnRepository,
  resolve,
  SOFTWARE,
  withScratchIndex,
  type GitAuthor,
} from './git'

/**
 * The content folder (CONTENT_DIR) is a Git repository of its own, made on first start from the
 * content the software ships. Two branches: the office's (`main`, checked out: what the editor
 * saves to and what is published) and `shipped` (the software's content, one commit each time
 * it changes). They share the first commit, so an update of the shipped content is a merge the
 * owner accepts (shipped.ts), and the office's work is never written over.
 */

export const OFFICE_BRANCH = 'main'
export const SHIPPED_BRANCH = 'shipped'

/** The messages of the commits that bring content in whole (shipped, or found): nobody's save. */
const SHIPPED_MESSAGE = 'Content as shipped with the website'
const FOUND_MESSAGE = 'Content as found in the folder'
const JOIN_MESSAGE = 'Join the history of the shipped content (the office’s files unchanged)'
export const IMPORT_MESSAGES: readonly string[] = [SHIPPED_MESSAGE, FOUND_MESSAGE, JOIN_MESSAGE]

export class ContentFolderError extends Error {
  override name = 'ContentFolderError'
}

export type Clock = () => number

const inside = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** The content folder must not be, hold or sit in the shipped content: the software's checkout is not the office's. */
export function assertApart(root: string, shipped: string | null): void {
  if (!shipped) return
  const [a, b] = [path.resolve(root), path.resolve(shipped)]
  if (inside(a, b) || inside(b, a))
    throw new ContentFolderError(
      `CONTENT_DIR (${a}) is the content the software ships (${b}), which an update would overwrite. Point CONTENT_DIR at a folder of its own (unset, it is <DATA_DIR>/content).`,
    )
}

/** The content entries of `dir` that exist, as Git pathspecs. */
const presentEntries = (dir: string) => contentEntries.filter((entry) => fs.existsSync(path.join(dir, entry)))

/** The tree of the content entries of another folder (the shipped content), written into the repository. */
export function treeOf(root: string, dir: string): string {
  const gitDir = path.resolve(root, git(root, ['rev-parse', '--git-dir']).trim())
  return withScratchIndex(root, (env) => {
    const entries = presentEntries(dir)
    if (entries.length > 0)
      git(root, [`--git-dir=${gitDir}`, `--work-tree=${dir}`, '-C', dir, 'add', '-A', '--', ...entries], {
        env,
      })
    return git(root, ['write-tree'], { env }).trim()
  })
}

/** A commit of `tree` with `parents`, by `author` at `at`. */
export function commitTree(
  root: string,
  tree: string,
  parents: string[],
  author: GitAuthor,
  message: string,
  at: number,
): string {
  return git(root, ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-m', message], {
    env: authorEnvironment(author, at),
  }).trim()
}

/** The tree a commit holds. */
export const treeOfCommit = (root: string, commit: string) =>
  git(root, ['rev-parse', `${commit}^{tree}`]).trim()

/** Commits `paths` (all of the folder when empty) as `author`; false when nothing changed. */
export function commitPaths(
  root: string,
  author: GitAuthor,
  message: string,
  at: number,
  paths: readonly string[] = [],
): boolean {
  const pathspec = paths.length > 0 ? ['--', ...paths] : []
  git(root, ['add', '-A', ...pathspec])
  const head = resolve(root, 'HEAD')
  const unchanged = head
    ? gitSucceeds(root, ['diff', '--cached', '--quiet', 'HEAD', ...pathspec])
    : git(root, ['ls-files']).trim() === ''
  if (unchanged) return false
  git(root, ['commit', '--quiet', '--no-verify', '-m', message, ...pathspec], {
    env: authorEnvironment(author, at),
  })
  return true
}

/**
 * Anything in the folder not yet committed (a file changed by hand while the server was down, a
 * save interrupted between writing and committing) becomes a commit, so that history and
 * backups hold what the folder holds.
 */
export const commitStray = (root: string, at: number) =>
  commitPaths(root, SOFTWARE, 'Changes found in the folder, made outside the editor', at)

/** Copies the shipped content entries into an empty folder. */
function copyShipped(shipped: string, root: string) {
  for (const entry of presentEntries(shipped))
    fs.cpSync(path.join(shipped, entry), path.join(root, entry), { recursive: true })
}

export interface Preparation {
  /** The folder was made now, from the shipped content. */
  created: boolean
  /** The folder held content that was not yet a repository of its own: it became one, as it was. */
  adopted: boolean
  /** What happened to a change of the shipped content: nothing to do, taken at once, or offered to the owner. */
  update: 'none' | 'taken' | 'offered'
}

/**
 * Makes sure `root` is the office's content repository, and records the shipped content in it:
 *
 * - a missing or empty folder is made from the shipped content (its first commit, on both branches);
 * - a folder of content that is not a repository of its own is adopted: the shipped content is
 *   its first commit, the folder as found the office's next one, so every difference is kept as
 *   the office's;
 * - a repository without a `shipped` branch (made by hand) gets one, joined to its history;
 * - anything not committed is committed (commitStray);
 * - when the shipped content differs from the `shipped` branch, it becomes that branch's next
 *   commit. With `follow` (a developer's checkout) and nothing of the office's since the last
 *   shipped commit taken, the office's branch moves to it at once; otherwise the owner is
 *   offered the update in the admin (shipped.ts).
 *
 * `shipped` null (tests) skips everything about the shipped content.
 */
export function prepareContentFolder(
  root: string,
  {
    shipped = null,
    follow = false,
    now = Date.now,
  }: { shipped?: string | null; follow?: boolean; now?: Clock },
): Preparation {
  assertApart(root, shipped)
  const source = shipped && fs.existsSync(shipped) ? path.resolve(shipped) : null
  fs.mkdirSync(root, { recursive: true })
  const preparation: Preparation = { created: false, adopted: false, update: 'none' }

  if (!isOwnRepository(root)) {
    const empty = fs.readdirSync(root).length === 0
    git(root, ['init', '--quiet'])
    git(root, ['symbolic-ref', 'HEAD', `refs/heads/${OFFICE_BRANCH}`])
    if (empty && source) {
      copyShipped(source, root)
      preparation.created = true
    } else preparation.adopted = !empty
    if (source) {
      const base = commitTree(root, treeOf(root, source), [], SOFTWARE, SHIPPED_MESSAGE, now())
      git(root, ['update-ref', `refs/heads/${SHIPPED_BRANCH}`, base])
      git(root, ['update-ref', `refs/heads/${OFFICE_BRANCH}`, base])
      git(root, ['read-tree', base])
    }
    commitPaths(root, SOFTWARE, FOUND_MESSAGE, now())
    if (!source && resolve(root, 'HEAD')) git(root, ['branch', SHIPPED_BRANCH, 'HEAD'])
  } else {
    commitStray(root, now())
    if (source && !resolve(root, SHIPPED_BRANCH)) joinShippedHistory(root, source, now())
  }

  if (!source) return preparation
  const before = resolve(root, SHIPPED_BRANCH)
  const tree = treeOf(root, source)
  if (before && treeOfCommit(root, before) !== tree) {
    const at = now()
    git(root, [
      'update-ref',
      `refs/heads/${SHIPPED_BRANCH}`,
      commitTree(
        root,
        tree,
        [before],
        SOFTWARE,
        `Content shipped with the website, ${new Date(at).toISOString().slice(0, 10)}`,
        at,
      ),
      before,
    ])
  }
  const head = resolve(root, 'HEAD')
  const tip = resolve(root, SHIPPED_BRANCH)
  if (!head || !tip || gitSucceeds(root, ['merge-base', '--is-ancestor', tip, head])) return preparation
  if (follow && gitSucceeds(root, ['merge-base', '--is-ancestor', head, tip])) {
    git(root, ['merge', '--quiet', '--ff-only', tip])
    preparation.update = 'taken'
  } else preparation.update = 'offered'
  return preparation
}

/**
 * A repository made by hand (no `shipped` branch): the shipped content becomes a commit of its
 * own, joined to the office's history by a merge that keeps the office's files as they are. The
 * next shipped change is then offered as a change from that point, never as a rewrite of what
 * the office has.
 */
function joinShippedHistory(root: string, source: string, at: number) {
  const base = commitTree(root, treeOf(root, source), [], SOFTWARE, SHIPPED_MESSAGE, at)
  const head = resolve(root, 'HEAD')
  if (head) {
    const joined = commitTree(root, treeOfCommit(root, head), [head, base], SOFTWARE, JOIN_MESSAGE, at)
    git(root, ['update-ref', 'HEAD', joined, head])
  }
  git(root, ['update-ref', `refs/heads/${SHIPPED_BRANCH}`, base])
}

/**
 * The identity of a folder's content: a hash of every content file's path and bytes. Equal
 * folders have equal digests wherever they are and whether or not they are repositories; a
 * build records the digest of what it read (publish.ts, scripts/content-folder.ts).
 */
export function contentDigest(root: string): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const entry of contentEntries) {
    const at = path.join(root, entry)
    const stat = fs.lstatSync(at, { throwIfNoEntry: false })
    if (!stat) continue
    if (!stat.isDirectory()) files.push(entry)
    else
      for (const name of fs.readdirSync(at, { recursive: true }) as string[])
        files.push(path.join(entry, name).split(path.sep).join('/'))
  }
  for (const file of files.sort()) {
    const at = path.join(root, file)
    const stat = fs.lstatSync(at)
    if (stat.isDirectory()) continue
    const bytes = stat.isSymbolicLink() ? `link:${fs.readlinkSync(at)}` : fs.readFileSync(at)
    hash.update(`${file}\0${createHash('sha256').update(bytes).digest('hex')}\n`)
  }
  return hash.digest('hex')
}

/** Whether the folder exists and holds anything besides an empty repository. */
export function folderState(root: string): 'missing' | 'empty' | 'ok' {
  if (!fs.existsSync(root)) return 'missing'
  return fs.readdirSync(root).some((name) => name !== '.git') ? 'ok' : 'empty'
}

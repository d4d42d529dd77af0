import {
  authorEnvironment,
  git,
  GitError,
  gitSucceeds,
  resolve,
  withScratchIndex,
  type GitAuthor,
} from './git'
import { SHIPPED_BRANCH } from './repository'

/**
 * An update of the shipped content, as the owner sees and takes it. The software's new content
 * waits on the `shipped` branch (repository.ts); what it changes is the difference between that
 * branch and the point the office last took from it. Taking it is a merge into the office's
 * branch (`git merge-tree`, so the folder is untouched until the result is checked and
 * committed): where the office and the update changed the same file, the owner chooses, file
 * by file, whose version to keep. Whichever is not kept stays in the history.
 */

export interface UpdatedFile {
  path: string
  change: 'added' | 'changed' | 'removed'
}

export interface PendingUpdate {
  /** The shipped commit on offer. */
  commit: string
  /** When the website recorded it. */
  at: number
  /** What the update changes, from where the office last took the shipped content. */
  files: UpdatedFile[]
  /** Files the office changed too, differently: the owner chooses for each. */
  conflicts: string[]
}

export type Choice = 'office' | 'update'

const changeOf = { A: 'added', M: 'changed', D: 'removed', T: 'changed' } as const

/** `git diff --name-status -z --no-renames a b`, as files and how they changed. */
function changedFiles(root: string, from: string, to: string): UpdatedFile[] {
  const fields = git(root, ['diff', '--name-status', '-z', '--no-renames', from, to]).split('\0')
  const files: UpdatedFile[] = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const status = (fields[i] ?? '').charAt(0)
    const file = fields[i + 1] ?? ''
    if (file)
      files.push({
        path: file,
        change: status in changeOf ? changeOf[status as keyof typeof changeOf] : 'changed',
      })
  }
  return files
}

interface Stage {
  mode: string
  oid: string
}

/** `git merge-tree --write-tree` of the office's branch and the shipped one: the merged tree and each conflict's versions. */
function mergeTree(root: string, head: string, tip: string) {
  let output: string
  try {
    output = git(root, ['merge-tree', '--write-tree', '-z', head, tip])
  } catch (error) {
    // Exit status 1 is "merged, with conflicts"; its output is on stdout all the same.
    if (!(error instanceof GitError) || error.status !== 1) throw error
    output = error.stdout
  }
  const [tree = '', ...rest] = output.split('\0')
  const conflicts = new Map<string, { office?: Stage; update?: Stage }>()
  for (const entry of rest) {
    if (entry === '') break
    const match = /^(\d+) ([0-9a-f]+) ([123])\t(.+)$/.exec(entry)
    if (!match) continue
    const [, mode = '', oid = '', stage = '', file = ''] = match
    const versions = conflicts.get(file) ?? {}
    if (stage === '2') versions.office = { mode, oid }
    if (stage === '3') versions.update = { mode, oid }
    conflicts.set(file, versions)
  }
  return { tree, conflicts }
}

/** The update waiting for the owner, or null when the office has everything the software ships. */
export function pendingUpdate(root: string): PendingUpdate | null {
  const head = resolve(root, 'HEAD')
  const tip = resolve(root, SHIPPED_BRANCH)
  if (!head || !tip || gitSucceeds(root, ['merge-base', '--is-ancestor', tip, head])) return null
  const base = git(root, ['merge-base', head, tip]).trim()
  return {
    commit: tip,
    at: Number(git(root, ['log', '-1', '--format=%ct', tip]).trim()) * 1000,
    files: changedFiles(root, base, tip),
    conflicts: [...mergeTree(root, head, tip).conflicts.keys()].sort(),
  }
}

/** A file as the office has it, as it was where the update starts, and as the update has it (null: none). */
export function updateVersions(
  root: string,
  file: string,
): { base: string | null; office: string | null; update: string | null } | null {
  const head = resolve(root, 'HEAD')
  const tip = resolve(root, SHIPPED_BRANCH)
  if (!head || !tip) return null
  const base = git(root, ['merge-base', head, tip]).trim()
  const show = (commit: string) => {
    try {
      return git(root, ['show', `${commit}:${file}`])
    } catch {
      return null
    }
  }
  return { base: show(base), office: show(head), update: show(tip) }
}

export type MergeOutcome =
  | { ok: true; tree: string; head: string; tip: string; changes: Map<string, Buffer | null> }
  | { ok: false; unresolved: string[] }

/**
 * The office's content with the update taken, `choices` deciding each conflict: a tree in the
 * repository, not yet committed, and what it changes in the folder (path → bytes, null for a
 * file it removes), for the build's checks. Conflicts without a choice come back unresolved.
 */
export function mergeUpdate(root: string, choices: ReadonlyMap<string, Choice>): MergeOutcome | null {
  const head = resolve(root, 'HEAD')
  const tip = resolve(root, SHIPPED_BRANCH)
  if (!head || !tip || gitSucceeds(root, ['merge-base', '--is-ancestor', tip, head])) return null
  const merged = mergeTree(root, head, tip)
  const unresolved = [...merged.conflicts.keys()].filter((file) => !choices.has(file))
  if (unresolved.length > 0) return { ok: false, unresolved }
  const tree = withScratchIndex(root, (env) => {
    git(root, ['read-tree', merged.tree], { env })
    for (const [file, versions] of merged.conflicts) {
      const kept = choices.get(file) === 'office' ? versions.office : versions.update
      if (kept)
        git(root, ['update-index', '--add', '--cacheinfo', `${kept.mode},${kept.oid},${file}`], { env })
      else git(root, ['update-index', '--force-remove', '--', file], { env })
    }
    return git(root, ['write-tree'], { env }).trim()
  })
  const changes = new Map<string, Buffer | null>()
  for (const file of changedFiles(root, head, tree))
    changes.set(
      file.path,
      file.change === 'removed'
        ? null
        : git(root, ['cat-file', 'blob', `${tree}:${file.path}`], { binary: true }),
    )
  return { ok: true, tree, head, tip, changes }
}

/**
 * Commits a merged tree as the office's next commit (a merge of the office's branch and the
 * shipped one, by the owner) and brings the folder to it. Refused when the office's branch moved
 * since the tree was made (a save meanwhile): the owner takes the update again.
 */
export function commitUpdate(
  root: string,
  outcome: Extract<MergeOutcome, { ok: true }>,
  author: GitAuthor,
  at: number,
): string | null {
  if (resolve(root, 'HEAD') !== outcome.head) return null
  const commit = git(
    root,
    [
      'commit-tree',
      outcome.tree,
      '-p',
      outcome.head,
      '-p',
      outcome.tip,
      '-m',
      'Take the update of the shipped content',
    ],
    { env: authorEnvironment(author, at) },
  ).trim()
  git(root, ['merge', '--quiet', '--ff-only', commit])
  return commit
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { git, GitError, isOwnRepository, resolve } from './git'
import { commitPaths, commitStray, OFFICE_BRANCH } from './repository'
import { SOFTWARE } from './git'

/**
 * The content folder in a backup: a Git bundle of its repository, every branch and the whole
 * history in one file (the office's saves, the shipped content, updates not yet taken). A bundle
 * counts only once Git has read it back whole: cloned into a scratch folder, every object
 * checked, and holding the branches the repository has.
 */

export class BundleError extends Error {
  override name = 'BundleError'
}

/** The branches a bundle holds (`refs/heads/…` → commit) and the branch its HEAD names. */
export interface BundleHeads {
  refs: Record<string, string>
  branch: string
  head: string
}

function headsOf(listing: string): BundleHeads {
  const refs: Record<string, string> = {}
  let head = ''
  for (const line of listing.split('\n')) {
    const [oid = '', ref = ''] = line.trim().split(/\s+/)
    if (ref === 'HEAD') head = oid
    else if (ref.startsWith('refs/heads/')) refs[ref] = oid
  }
  const names = Object.keys(refs)
  const branch =
    names.find((ref) => ref === `refs/heads/${OFFICE_BRANCH}` && refs[ref] === head) ??
    names.find((ref) => refs[ref] === head) ??
    `refs/heads/${OFFICE_BRANCH}`
  if (!head || !refs[branch]) throw new BundleError('the bundle names no branch the site was on')
  return { refs, branch, head }
}

/**
 * Checks a bundle from end to end: Git clones it into a scratch folder (reading every object)
 * and checks the copy's connectivity and objects (`git fsck`). Returns its branches; throws a
 * BundleError with the reason otherwise. `expected` (the repository's branches when it was made)
 * must be exactly what it holds.
 */
export function verifyBundle(file: string, expected?: Record<string, string>): BundleHeads {
  if (!fs.existsSync(file)) throw new BundleError(`${file} does not exist`)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bundle-check-'))
  try {
    let heads: BundleHeads
    try {
      git(scratch, ['init', '--quiet', '--bare'])
      git(scratch, ['bundle', 'verify', '--quiet', file])
      heads = headsOf(git(scratch, ['bundle', 'list-heads', file]))
      git(scratch, ['fetch', '--quiet', file, 'refs/heads/*:refs/heads/*'])
      git(scratch, ['fsck', '--no-progress', '--no-dangling'])
    } catch (error) {
      if (error instanceof GitError)
        throw new BundleError(`the content bundle is damaged or not a Git bundle: ${error.message}`)
      throw error
    }
    if (expected) {
      const same =
        Object.keys(expected).length === Object.keys(heads.refs).length &&
        Object.entries(expected).every(([ref, oid]) => heads.refs[ref] === oid)
      if (!same) throw new BundleError('the content bundle does not hold the branches the content folder has')
    }
    return heads
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** The repository's branches, `refs/heads/…` → commit. */
function branchesOf(root: string): Record<string, string> {
  const refs: Record<string, string> = {}
  for (const line of git(root, ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads']).split(
    '\n',
  )) {
    const [ref, oid] = line.trim().split(' ')
    if (ref && oid) refs[ref] = oid
  }
  return refs
}

/**
 * A checked bundle of the content repository at `file` (made 0600). Anything not yet committed
 * is committed first, so the bundle holds what the folder holds. Returns the office's commit.
 */
export function bundleRepository(root: string, file: string, at: number): { head: string; branches: number } {
  if (!isOwnRepository(root))
    throw new BundleError(
      `the content folder ${root} is not a Git repository of its own yet (the server makes it so when it starts)`,
    )
  commitStray(root, at)
  const branches = branchesOf(root)
  fs.rmSync(file, { force: true })
  git(root, ['bundle', 'create', '--quiet', file, '--all'])
  fs.chmodSync(file, 0o600)
  const heads = verifyBundle(file, branches)
  return { head: heads.head, branches: Object.keys(branches).length }
}

/**
 * Puts the content of a bundle in the content folder, in place (the folder may be a mount point):
 * every branch of the bundle replaces the repository's, and the files become those of the branch
 * the bundle was on. Nothing is lost: the folder as it was (committed first, whatever it held)
 * stays in the repository under `refs/before-restore/<time>`. A folder that was no repository
 * becomes one. Returns the restored commit and the reference to what was there before.
 */
export function restoreRepository(
  root: string,
  file: string,
  at: number,
): { head: string; previous: string | null } {
  const heads = verifyBundle(file)
  fs.mkdirSync(root, { recursive: true })
  if (!isOwnRepository(root)) {
    git(root, ['init', '--quiet'])
    git(root, ['symbolic-ref', 'HEAD', `refs/heads/${OFFICE_BRANCH}`])
    commitPaths(root, SOFTWARE, 'Content found in the folder before a restore', at)
  } else commitStray(root, at)
  const before = resolve(root, 'HEAD')
  const previous = before ? `refs/before-restore/${new Date(at).toISOString().replace(/[:.]/g, '-')}` : null
  if (before && previous) git(root, ['update-ref', previous, before])
  git(root, ['fetch', '--quiet', '--force', '--update-head-ok', file, 'refs/heads/*:refs/heads/*'])
  git(root, ['symbolic-ref', 'HEAD', heads.branch])
  git(root, ['reset', '--quiet', '--hard', heads.branch])
  git(root, ['clean', '-ffdq'])
  return { head: heads.head, previous }
}

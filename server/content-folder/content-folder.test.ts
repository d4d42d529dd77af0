import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { BundleError, bundleRepository, restoreRepository, verifyBundle } from './bundle'
import { git, isOwnRepository, resolve, staffAuthor } from './git'
import {
  commitPaths,
  contentDigest,
  ContentFolderError,
  prepareContentFolder,
  SHIPPED_BRANCH,
} from './repository'
import { commitUpdate, mergeUpdate, pendingUpdate, updateVersions } from './shipped'

const scratch = scratchFolders('content-folder')

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Shipped content in miniature: the folders and files a content folder holds, and code beside them. */
function shippedContent(): string {
  const shipped = scratch()
  write(shipped, 'practice.json', '{"name": "Solana Vision Care"}\n')
  write(shipped, 'closures.json', '{"closures": []}\n')
  write(shipped, 'en/conditions/stye.md', '---\ntitle: Stye\n---\nA stye is a small, painful lump.\n')
  write(shipped, 'es/conditions/stye.md', '---\ntitle: Orzuelo\n---\nUn orzuelo es un bulto pequeño.\n')
  write(shipped, 'team/elena.md', '---\nname: Elena\n---\n')
  write(shipped, 'county/project.ts', 'export {}\n')
  return shipped
}

const office = staffAuthor('marta', 'Marta Ruiz')
const branches = (root: string) =>
  git(root, ['branch', '--format=%(refname:short)']).trim().split('\n').sort()
const subjects = (root: string, ref = 'HEAD') => git(root, ['log', '--format=%ae %s', ref]).trim().split('\n')

describe('the content folder', () => {
  it('is made on first use from the shipped content, as a Git repository of its own whose first commit both branches share', () => {
    const shipped = shippedContent()
    const root = path.join(scratch(), 'data', 'content')
    expect(prepareContentFolder(root, { shipped })).toEqual({ created: true, adopted: false, update: 'none' })
    expect(isOwnRepository(root)).toBe(true)
    expect(read(root, 'es/conditions/stye.md')).toBe(read(shipped, 'es/conditions/stye.md'))
    // Code shipped beside the content is not content.
    expect(fs.existsSync(path.join(root, 'county'))).toBe(false)
    expect(branches(root)).toEqual(['main', 'shipped'])
    expect(resolve(root, 'main')).toBe(resolve(root, SHIPPED_BRANCH))
    expect(subjects(root)).toEqual(['website@software.invalid Content as shipped with the website'])
    expect(git(root, ['status', '--porcelain'])).toBe('')
    // Started again with nothing changed, nothing happens.
    expect(prepareContentFolder(root, { shipped })).toEqual({
      created: false,
      adopted: false,
      update: 'none',
    })
    expect(subjects(root)).toHaveLength(1)
  })

  it('refuses to be the shipped content, or to sit inside it or around it', () => {
    const shipped = shippedContent()
    expect(() => prepareContentFolder(shipped, { shipped })).toThrow(ContentFolderError)
    expect(() => prepareContentFolder(path.join(shipped, 'en'), { shipped })).toThrow(/CONTENT_DIR/)
    expect(() => prepareContentFolder(path.dirname(shipped), { shipped })).toThrow(/overwrite/)
    expect(isOwnRepository(shipped)).toBe(false)
  })

  it('adopts a folder of content that is no repository: the shipped content first, every difference as the office’s', () => {
    const shipped = shippedContent()
    const root = scratch()
    fs.cpSync(shipped, root, { recursive: true })
    fs.rmSync(path.join(root, 'county'), { recursive: true })
    write(root, 'en/conditions/stye.md', '---\ntitle: Stye\n---\nThe office rewrote this.\n')
    expect(prepareContentFolder(root, { shipped })).toMatchObject({ adopted: true, update: 'none' })
    expect(read(root, 'en/conditions/stye.md')).toContain('The office rewrote this.')
    expect(subjects(root)).toEqual([
      'website@software.invalid Content as found in the folder',
      'website@software.invalid Content as shipped with the website',
    ])
    // The office's branch differs from the shipped one by the office's change only.
    expect(git(root, ['diff', '--name-only', SHIPPED_BRANCH, 'HEAD']).trim()).toBe('en/conditions/stye.md')
  })

  it('commits a file changed by hand while the server was down, so history and backups hold it', () => {
    const shipped = shippedContent()
    const root = scratch()
    prepareContentFolder(root, { shipped })
    write(root, 'closures.json', '{"closures": [], "edited": "by hand"}\n')
    prepareContentFolder(root, { shipped })
    expect(subjects(root)[0]).toBe(
      'website@software.invalid Changes found in the folder, made outside the editor',
    )
    expect(git(root, ['status', '--porcelain'])).toBe('')
  })

  it('keeps the office’s edit when the shipped content changes, and offers the update; taking it merges both', () => {
    const shipped = shippedContent()
    const root = scratch()
    const at = Date.parse('2026-11-20T17:00:00Z')
    prepareContentFolder(root, { shipped, now: () => at })
    // The office edits the English page (a save in the editor).
    write(root, 'en/conditions/stye.md', '---\ntitle: Stye\n---\nEdited by the office.\n')
    commitPaths(root, office, 'Edit en/conditions/stye.md', at, ['en/conditions/stye.md'])
    // The software is updated: its Spanish page changed, a page is new, and the team file went.
    write(shipped, 'es/conditions/stye.md', '---\ntitle: Orzuelo\n---\nTexto nuevo del programa.\n')
    write(shipped, 'en/conditions/chalazion.md', '---\ntitle: Chalazion\n---\nNew page.\n')
    fs.rmSync(path.join(shipped, 'team/elena.md'))

    for (const follow of [false, true])
      expect(prepareContentFolder(root, { shipped, follow, now: () => at + 1000 }).update).toBe('offered')
    // The office's work is untouched, and the update waits, listed file by file.
    expect(read(root, 'en/conditions/stye.md')).toContain('Edited by the office.')
    expect(read(root, 'es/conditions/stye.md')).not.toContain('Texto nuevo')
    const update = pendingUpdate(root)!
    expect(update.files).toEqual([
      { path: 'en/conditions/chalazion.md', change: 'added' },
      { path: 'es/conditions/stye.md', change: 'changed' },
      { path: 'team/elena.md', change: 'removed' },
    ])
    expect(update.conflicts).toEqual([])
    expect(updateVersions(root, 'es/conditions/stye.md')?.update).toContain('Texto nuevo')

    const merged = mergeUpdate(root, new Map())
    if (!merged?.ok) throw new Error('expected a clean merge')
    expect(new Map([...merged.changes].map(([file, bytes]) => [file, bytes && String(bytes)]))).toEqual(
      new Map([
        ['en/conditions/chalazion.md', '---\ntitle: Chalazion\n---\nNew page.\n'],
        ['es/conditions/stye.md', '---\ntitle: Orzuelo\n---\nTexto nuevo del programa.\n'],
        ['team/elena.md', null],
      ]),
    )
    const owner = staffAuthor('owner', 'Owner')
    expect(commitUpdate(root, merged, owner, at + 2000)).toMatch(/^[0-9a-f]{40}$/)
    expect(read(root, 'en/conditions/stye.md')).toContain('Edited by the office.')
    expect(read(root, 'es/conditions/stye.md')).toContain('Texto nuevo')
    expect(fs.existsSync(path.join(root, 'team/elena.md'))).toBe(false)
    expect(subjects(root)[0]).toBe('owner@staff.invalid Take the update of the shipped content')
    expect(pendingUpdate(root)).toBeNull()
    expect(git(root, ['status', '--porcelain'])).toBe('')
  })

  it('shows a conflict plainly and lets the owner choose per file; the version not kept stays in history', () => {
    const shipped = shippedContent()
    const root = scratch()
    prepareContentFolder(root, { shipped })
    write(root, 'es/conditions/stye.md', '---\ntitle: Orzuelo\n---\nLa oficina lo cambió.\n')
    commitPaths(root, office, 'Edit es/conditions/stye.md', Date.now(), ['es/conditions/stye.md'])
    const officeCommit = resolve(root, 'HEAD')!
    write(shipped, 'es/conditions/stye.md', '---\ntitle: Orzuelo\n---\nEl programa lo cambió.\n')
    prepareContentFolder(root, { shipped })

    expect(pendingUpdate(root)?.conflicts).toEqual(['es/conditions/stye.md'])
    // Without a choice, nothing is merged.
    expect(mergeUpdate(root, new Map())).toEqual({ ok: false, unresolved: ['es/conditions/stye.md'] })
    const kept = mergeUpdate(root, new Map([['es/conditions/stye.md', 'office']]))
    if (!kept?.ok) throw new Error('expected a merge')
    expect(kept.changes.size).toBe(0)
    commitUpdate(root, kept, staffAuthor('owner', 'Owner'), Date.now())
    expect(read(root, 'es/conditions/stye.md')).toContain('La oficina lo cambió.')
    expect(pendingUpdate(root)).toBeNull()
    expect(git(root, ['show', `${SHIPPED_BRANCH}:es/conditions/stye.md`])).toContain('El programa lo cambió.')
    expect(git(root, ['merge-base', '--is-ancestor', officeCommit, 'HEAD'])).toBe('')
  })

  it('follows the shipped content in a developer’s checkout while the office has changed nothing; a site is offered it', () => {
    const shipped = shippedContent()
    const developer = scratch()
    const site = scratch()
    prepareContentFolder(developer, { shipped, follow: true })
    prepareContentFolder(site, { shipped })
    write(shipped, 'en/conditions/stye.md', '---\ntitle: Stye\n---\nRewritten in the checkout.\n')
    expect(prepareContentFolder(developer, { shipped, follow: true }).update).toBe('taken')
    expect(read(developer, 'en/conditions/stye.md')).toContain('Rewritten in the checkout.')
    expect(prepareContentFolder(site, { shipped }).update).toBe('offered')
    expect(read(site, 'en/conditions/stye.md')).not.toContain('Rewritten')
  })

  it('gives a repository made by hand a shipped branch without touching its files', () => {
    const shipped = shippedContent()
    const root = scratch()
    fs.cpSync(path.join(shipped, 'en'), path.join(root, 'en'), { recursive: true })
    write(root, 'en/conditions/stye.md', 'edited\n')
    git(root, ['init', '--quiet'])
    commitPaths(root, office, 'Content as delivered', Date.now())
    prepareContentFolder(root, { shipped })
    expect(read(root, 'en/conditions/stye.md')).toBe('edited\n')
    expect(pendingUpdate(root)).toBeNull()
    write(shipped, 'es/conditions/stye.md', 'nuevo\n')
    prepareContentFolder(root, { shipped })
    expect(pendingUpdate(root)?.files).toEqual([{ path: 'es/conditions/stye.md', change: 'changed' }])
  })

  it('knows a folder’s content by a digest of its files, wherever it is', () => {
    const shipped = shippedContent()
    const root = scratch()
    prepareContentFolder(root, { shipped })
    expect(contentDigest(root)).toBe(contentDigest(shipped))
    write(root, 'team/elena.md', '---\nname: Elena M.\n---\n')
    expect(contentDigest(root)).not.toBe(contentDigest(shipped))
  })
})

describe('the content folder in a backup', () => {
  it('bundles every branch and the whole history, checked, and restores it in place, keeping what was there', () => {
    const shipped = shippedContent()
    const root = scratch()
    prepareContentFolder(root, { shipped })
    write(root, 'en/conditions/stye.md', 'saved before the backup\n')
    commitPaths(root, office, 'Edit', Date.now(), ['en/conditions/stye.md'])
    write(shipped, 'es/conditions/stye.md', 'update waiting\n')
    prepareContentFolder(root, { shipped })
    const bundle = path.join(scratch(), 'content.bundle')
    const made = bundleRepository(root, bundle, Date.now())
    expect(made).toEqual({ head: resolve(root, 'HEAD'), branches: 2 })
    expect((fs.statSync(bundle).mode & 0o777).toString(8)).toBe('600')

    // Changed after the backup, then restored: the backup's content is back, the later state kept.
    write(root, 'en/conditions/stye.md', 'saved after the backup\n')
    write(root, 'stray.txt', 'not committed\n')
    const restored = restoreRepository(root, bundle, Date.parse('2026-11-25T10:00:00Z'))
    expect(restored.head).toBe(made.head)
    expect(read(root, 'en/conditions/stye.md')).toBe('saved before the backup\n')
    expect(fs.existsSync(path.join(root, 'stray.txt'))).toBe(false)
    expect(git(root, ['show', `${restored.previous}:en/conditions/stye.md`])).toBe('saved after the backup\n')
    expect(git(root, ['show', `${restored.previous}:stray.txt`])).toBe('not committed\n')
    expect(pendingUpdate(root)?.files).toEqual([{ path: 'es/conditions/stye.md', change: 'changed' }])

    // Into an empty folder (a new machine, a mount point): the same repository.
    const fresh = scratch()
    expect(restoreRepository(fresh, bundle, Date.now())).toEqual({ head: made.head, previous: null })
    expect(isOwnRepository(fresh)).toBe(true)
    expect(branches(fresh)).toEqual(['main', 'shipped'])
    expect(git(fresh, ['status', '--porcelain'])).toBe('')
  })

  it('refuses a damaged bundle, or one without the folder’s branches, and changes nothing', () => {
    const shipped = shippedContent()
    const root = scratch()
    prepareContentFolder(root, { shipped })
    const bundle = path.join(scratch(), 'content.bundle')
    bundleRepository(root, bundle, Date.now())
    const bytes = fs.readFileSync(bundle)
    const damaged = path.join(scratch(), 'damaged.bundle')
    fs.writeFileSync(damaged, bytes.subarray(0, bytes.length - 40))
    expect(() => verifyBundle(damaged)).toThrow(BundleError)
    const target = scratch()
    write(target, 'practice.json', 'kept\n')
    expect(() => restoreRepository(target, damaged, Date.now())).toThrow(/damaged/)
    expect(read(target, 'practice.json')).toBe('kept\n')
    expect(isOwnRepository(target)).toBe(false)
    expect(() => verifyBundle(bundle, { 'refs/heads/main': '0'.repeat(40) })).toThrow(/branches/)
  })
})

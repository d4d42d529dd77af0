import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '#shared/content/content-error'
import { listContentFiles, readContentFile } from '#shared/content/files'
import { openingError, wrongOpening } from '#shared/content/frontmatter'
import { languages } from '#shared/languages'
import { isOwnRepository } from '../../content-folder/git'
import { folderState } from '../../content-folder/repository'
import { dataFiles, TEAM_FOLDER } from './data-files'
import { PHOTOS_FOLDER } from './paths'
import type { Problem } from './problems'

/** A file that keeps the editor closed, and why, in the words of whoever maintains the site. */
export type ClosedFile = Pick<Problem, 'file' | 'reason'>

/**
 * The editor stays closed while the content folder holds a file it must not open: a Markdown
 * file whose first line is not exactly `---` (front matter in another language, `---js`, which
 * other tools would run), or anything but a plain file (a symbolic link, a pipe). The server
 * scans at start and whenever the editor's page is opened; while the scan finds one, the page
 * names the files and the editor's API refuses every request, so nothing of them reaches a
 * browser. The build refuses the same files (registry.server.ts), so nothing is published either.
 */

const problemOf = (root: string, error: ContentError): ClosedFile => ({
  file: path.relative(root, error.file).split(path.sep).join('/'),
  reason: error.reason,
})

/** The "file" of a problem with the content folder itself (missing, empty, not its own repository). */
export const THE_FOLDER = '(the content folder)'

/**
 * What is wrong with the folder as a whole, if anything: the server makes it on first start, so a
 * missing or empty one means it was removed, or never made (no Git, no permission to write). The
 * editor would show every collection empty, and a save would start a site from nothing.
 */
function folderProblem(root: string): ClosedFile | null {
  const state = folderState(root)
  if (state === 'missing')
    return {
      file: THE_FOLDER,
      reason: `${root} does not exist. The server makes it from the website’s content when it starts: check CONTENT_DIR and that the server may write there, then restart it, or restore the last backup (npm run restore).`,
    }
  if (state === 'empty')
    return {
      file: THE_FOLDER,
      reason: `${root} is empty, so there is nothing to edit. Restore the last backup (npm run restore), or remove the folder and restart the server to make it again from the website’s content.`,
    }
  if (!isOwnRepository(root))
    return {
      file: THE_FOLDER,
      reason: `${root} is not a Git repository of its own, so saves could not be kept as revisions. Restart the server: it makes the folder one, keeping every file as it is.`,
    }
  return null
}

/** The files of `root` that keep the editor closed, with why; an empty list when it may open. */
export function scanContent(root: string): ClosedFile[] {
  const folder = folderProblem(root)
  if (folder) return [folder]
  const problems: ClosedFile[] = []
  for (const folder of [...languages, TEAM_FOLDER, PHOTOS_FOLDER]) {
    const dir = path.join(root, folder)
    const { files, errors } = listContentFiles(dir)
    problems.push(...errors.map((error) => problemOf(root, error)))
    for (const name of files.filter((file) => file.endsWith('.md'))) {
      const file = path.join(dir, name)
      try {
        // The start is all that is read: the first line, `---` and its line end, or what opens it instead.
        const opening = wrongOpening(readContentFile(root, file, 32).toString('utf8'))
        if (opening !== null) problems.push(problemOf(root, openingError(file, opening)))
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        problems.push(problemOf(root, error))
      }
    }
  }
  // The data files at the top of the folder (the photo list is in the photos folder, scanned above).
  for (const { file } of dataFiles.filter((data) => !data.file.includes('/'))) {
    const stat = fs.lstatSync(path.join(root, file), { throwIfNoEntry: false })
    if (stat && !stat.isFile())
      problems.push({
        file,
        reason: 'is not a plain file: content files must be plain files',
      })
  }
  return problems
}

export interface ContentGate {
  /** What the last scan found. */
  problems: () => readonly ClosedFile[]
  /** Scans again (the editor's page does, each time it opens), and returns what it found. */
  scan: () => readonly ClosedFile[]
}

export function contentGate(root: string): ContentGate {
  let found = scanContent(root)
  return {
    problems: () => found,
    scan: () => (found = scanContent(root)),
  }
}

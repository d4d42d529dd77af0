import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '#shared/content/content-error'
import { listContentFiles, readContentFile } from '#shared/content/files'
import { openingError, wrongOpening } from '#shared/content/frontmatter'
import { languages } from '#shared/languages'
import { dataFiles, TEAM_FOLDER } from './data-files'
import { PHOTOS_FOLDER } from './paths'
import type { Problem } from './problems'

/**
 * The editor stays closed while the content folder holds a file it must not open: a Markdown
 * file whose first line is not exactly `---` (front matter in another language, `---js`, which
 * other tools would run), or anything but a plain file (a symbolic link, a pipe). The server
 * scans at start and whenever the editor's page is opened; while the scan finds one, the page
 * names the files and the editor's API refuses every request, so nothing of them reaches a
 * browser. The build refuses the same files (registry.server.ts), so nothing is published either.
 */

const problemOf = (root: string, error: ContentError): Problem => ({
  file: path.relative(root, error.file).split(path.sep).join('/'),
  code: 'closed',
  reason: error.reason,
})

/** The files of `root` that keep the editor closed, with why; an empty list when it may open. */
export function scanContent(root: string): Problem[] {
  const problems: Problem[] = []
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
        code: 'closed',
        reason: 'is not a plain file: content files must be plain files',
      })
  }
  return problems
}

export interface ContentGate {
  /** What the last scan found. */
  problems: () => readonly Problem[]
  /** Scans again (the editor's page does, each time it opens), and returns what it found. */
  scan: () => readonly Problem[]
}

export function contentGate(root: string): ContentGate {
  let found = scanContent(root)
  return {
    problems: () => found,
    scan: () => (found = scanContent(root)),
  }
}

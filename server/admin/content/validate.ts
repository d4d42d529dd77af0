import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkPage } from '#shared/content/page-checks.server'
import { readManifest } from '#shared/content/photo-manifest.server'
import { readRegistry, type ContentError } from '#shared/content/registry.server'
import { measurePhotos } from '#shared/content/photo-process'
import { languages } from '#shared/languages'
import { dataFiles, TEAM_FOLDER } from './config'
import { contentFile, PHOTOS_FOLDER } from './paths'

/** One reason a change is refused: the file, the field when there is one, and why. */
export interface Problem {
  file: string
  field?: string
  reason: string
}

export const describeProblem = ({ file, field, reason }: Problem) =>
  `${file}${field ? `, field “${field}”` : ''}: ${reason}`

const PHOTO_LIST = `${PHOTOS_FOLDER}/photos.json`

/** What the content folder holds besides code: the pages, the team, the data files, the photo list. */
const contentEntries = [...new Set([...languages, TEAM_FOLDER, PHOTO_LIST, ...dataFiles.map((f) => f.file)])]

/** A scratch copy of the content files, with `changes` (relative path → text) written over it. */
function copyWith(root: string, changes: ReadonlyMap<string, string>): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'))
  for (const entry of contentEntries) {
    const source = path.join(root, entry)
    if (fs.existsSync(source)) fs.cpSync(source, path.join(copy, entry), { recursive: true })
  }
  for (const [relative, text] of changes) {
    const target = path.join(copy, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
  return copy
}

function problemsOf(root: string, errors: readonly ContentError[]): Problem[] {
  return errors.map((error) => ({
    file: path.relative(root, error.file).split(path.sep).join('/'),
    ...(error.field && { field: error.field }),
    reason: error.reason,
  }))
}

/** A page check's sentence without the scratch folder's path or the Markdown library's sign-off. */
const plain = (reason: string, copy: string) =>
  reason
    .replace(/\nPlease report this to .*$/s, '')
    .replace(new RegExp(`\\S*${path.basename(copy)}/`, 'g'), '')

/**
 * A page check's finding as a problem of `file`: without the file's name it may start with, and
 * with the field it names first (`body: …`, `faq.2.a: …`) as its field.
 */
function pageProblem(file: string, reason: string): Problem {
  const text = reason.startsWith(`${file}: `) ? reason.slice(file.length + 2) : reason
  const field = /^(body|faq\.\d+\.a): /.exec(text)?.[1]
  return field ? { file, field, reason: text.slice(field.length + 2) } : { file, reason: text }
}

const keyOf = (problem: Problem) => `${problem.file}|${problem.field ?? ''}|${problem.reason}`

/**
 * Checks the content folder as it would be with `changes` applied, with the build's own rules:
 * the registry (schemas, language pairs, links, ids, photos, the practice and data files) and,
 * for each changed page, the page checks (sections, links, length, Spanish text, reading level,
 * red flags). Problems the folder already had are not the change's; every other one is returned.
 */
export async function checkChanges(root: string, changes: ReadonlyMap<string, string>): Promise<Problem[]> {
  const before = new Set(problemsOf(root, readRegistry(root).errors).map(keyOf))
  const copy = copyWith(root, changes)
  try {
    const { registry, errors } = readRegistry(copy)
    const problems = problemsOf(copy, errors).filter((problem) => !before.has(keyOf(problem)))
    if (changes.has(PHOTO_LIST)) problems.push(...(await photoListProblems(root, copy)))
    if (problems.length > 0) return problems
    for (const relative of changes.keys()) {
      const file = contentFile(relative)
      if (file?.kind !== 'page') continue
      const page = registry.byId.get(`${path.posix.basename(path.posix.dirname(file.path))}/${file.name}`)
      if (!page?.data[file.language]) continue
      const report = checkPage(page, file.language, registry)
      problems.push(...report.problems.map((reason) => pageProblem(relative, plain(reason, copy))))
    }
    return problems
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * A changed photo list, checked as the build will: every entry complete, with alt text in each
 * language, naming a picture already uploaded that is large enough for its slot.
 */
async function photoListProblems(root: string, copy: string): Promise<Problem[]> {
  const pictures = path.join(root, PHOTOS_FOLDER)
  const { photos, errors } = readManifest(path.join(copy, PHOTOS_FOLDER), pictures)
  const { errors: sizes } = await measurePhotos(pictures, photos)
  return [...errors, ...sizes].map((error) => ({
    file: PHOTO_LIST,
    field: error.field,
    reason: error.reason.replace(pictures, 'the uploaded pictures'),
  }))
}

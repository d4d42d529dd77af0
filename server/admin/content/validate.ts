import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { families } from '#shared/content/families'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { checkPage } from '#shared/content/page-checks.server'
import { readManifest } from '#shared/content/photo-manifest.server'
import { readRegistry, type ContentError } from '#shared/content/registry.server'
import { TeamMemberSchema } from '#shared/content/data-schema'
import { measurePhotos } from '#shared/content/photo-process'
import { languages } from '#shared/languages'
import { dataFiles, TEAM_FOLDER } from './data-files'
import { contentFile, PHOTOS_FOLDER, type ContentFile } from './paths'
import { fromContentError, fromIssue, pathOf, type Problem } from './problems'

export { describeProblem, type Problem } from './problems'

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

const relativeTo = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/')

function problemsOf(root: string, errors: readonly ContentError[]): Problem[] {
  return errors.map((error) => fromContentError(relativeTo(root, error.file), error))
}

/** A page check's sentence without the scratch folder's path or the Markdown library's sign-off. */
const plain = (reason: string, copy: string) =>
  reason
    .replace(/\nPlease report this to .*$/s, '')
    .replace(new RegExp(`\\S*${path.basename(copy)}/`, 'g'), '')

const keyOf = (problem: Problem) => `${problem.file}|${problem.path?.join('.') ?? ''}|${problem.reason}`

function schemaOf(file: ContentFile) {
  if (file.kind === 'page') return families[file.family].schema
  if (file.kind === 'team') return TeamMemberSchema
  return dataFiles.find((data) => data.name === file.name)?.schema
}

/**
 * Every problem the schema finds in a changed file, each with its field: the build stops at a
 * page's first one, but a person fixing a form wants to see them all at once.
 */
function schemaProblems(relative: string, text: string): Problem[] {
  const file = contentFile(relative)
  const schema = file && schemaOf(file)
  if (!file || !schema) return []
  let data: unknown
  try {
    data = file.kind === 'data' ? JSON.parse(text) : parseFrontmatter(text, relative).data
  } catch {
    // The registry says what is wrong with a file it cannot read.
    return []
  }
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => fromIssue(relative, data, issue))
}

/**
 * Checks the content folder as it would be with `changes` applied, with the build's own rules:
 * the schemas (every problem of each changed file), the registry (language pairs, links, ids,
 * photos, the practice and data files) and, for each changed page, the page checks (sections,
 * links, length, Spanish text, reading level, red flags). Problems the folder already had are not
 * the change's; every other one is returned.
 */
export async function checkChanges(root: string, changes: ReadonlyMap<string, string>): Promise<Problem[]> {
  const own = [...changes].flatMap(([relative, text]) => schemaProblems(relative, text))
  const before = new Set(problemsOf(root, readRegistry(root).errors).map(keyOf))
  const copy = copyWith(root, changes)
  try {
    const { registry, errors } = readRegistry(copy)
    const found = problemsOf(copy, errors).filter((problem) => !before.has(keyOf(problem)))
    const listed = new Set(own.map((problem) => problem.file))
    // A file the schema refused is reported field by field above, not by the registry's first issue.
    const problems = [
      ...own,
      ...found.filter((problem) => !(problem.code === 'schema' && listed.has(problem.file))),
    ]
    if (changes.has(PHOTO_LIST))
      problems.push(...(await photoListProblems(root, copy, changes.get(PHOTO_LIST))))
    if (problems.length > 0) return dedupe(problems)
    for (const relative of changes.keys()) {
      const file = contentFile(relative)
      if (file?.kind !== 'page') continue
      const page = registry.byId.get(`${path.posix.basename(path.posix.dirname(file.path))}/${file.name}`)
      if (!page?.data[file.language]) continue
      for (const finding of checkPage(page, file.language, registry).findings) {
        const reason = plain(finding.text, copy)
        const field = pathOf(finding.field)
        problems.push({
          file: relative,
          ...(field && { path: field }),
          code: finding.code,
          ...(finding.params && { params: finding.params }),
          reason:
            finding.field && reason.startsWith(`${finding.field}: `)
              ? reason.slice(finding.field.length + 2)
              : reason,
        })
      }
    }
    return dedupe(problems)
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** Each problem once, as first found (the schema's word for it before the registry's). */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => !seen.has(keyOf(problem)) && Boolean(seen.add(keyOf(problem))))
}

/**
 * A changed photo list, checked as the build will: every entry complete, with alt text in each
 * language, naming a picture already uploaded that is large enough for its slot. The manifest's
 * checks name a photo by its id (`photos[lobby].file`): here by its place in the list.
 */
async function photoListProblems(root: string, copy: string, text = '{}'): Promise<Problem[]> {
  const pictures = path.join(root, PHOTOS_FOLDER)
  const { photos, errors } = readManifest(path.join(copy, PHOTOS_FOLDER), pictures)
  const { errors: sizes } = await measurePhotos(pictures, photos)
  let ids: unknown[] = []
  try {
    ids = ((JSON.parse(text) as { photos?: { id?: unknown }[] }).photos ?? []).map((photo) => photo.id)
  } catch {
    ids = []
  }
  return [...errors, ...sizes].map((error) => {
    const [, id, rest] = /^photos\[([^\]]+)\]\.?(.*)$/.exec(error.field) ?? []
    const index = id === undefined ? -1 : ids.indexOf(id.replace(/^#/, ''))
    const place = index === -1 && id?.startsWith('#') ? Number(id.slice(1)) : index
    return {
      file: PHOTO_LIST,
      ...(place >= 0 && { path: ['photos', place, ...(rest ? (pathOf(rest) ?? []) : [])] }),
      code: error.kind.code,
      ...(error.kind.params && { params: error.kind.params }),
      reason: error.reason.replace(pictures, 'the uploaded pictures'),
    }
  })
}

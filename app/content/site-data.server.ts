import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { z } from 'zod'
import { ContentError, issuesToErrors } from '#shared/content/content-error'
import { practiceProblems } from '#shared/content/practice-schema'
import type { Closure } from '#shared/hours/schedule'
import {
  AnnouncementsSchema,
  ClosuresSchema,
  TeamMemberSchema,
  type Announcement,
  type TeamMemberFile,
} from '#shared/content/data-schema'

/**
 * The content that is not a page, read from the content folder beside the pages:
 * `practice.json` (required), `closures.json`, `announcements.json` (both optional: none) and
 * `team/<id>.md`. Never throws on bad content: every problem is returned with its file and field.
 */

export interface TeamMember extends TeamMemberFile {
  /** The file name without `.md`: how news posts name their author. */
  id: string
}

export interface SiteData {
  closures: Closure[]
  announcements: Announcement[]
  /** Optometrists first, then by `order` and name. */
  team: TeamMember[]
}

function readJson(file: string, errors: ContentError[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    errors.push(new ContentError(file, `not valid JSON: ${(error as Error).message}`))
    return undefined
  }
}

function parseJson<S extends z.ZodType>(
  schema: S,
  file: string,
  errors: ContentError[],
): z.infer<S> | undefined {
  if (!fs.existsSync(file)) return undefined
  const raw = readJson(file, errors)
  if (raw === undefined) return undefined
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  errors.push(...issuesToErrors(file, result.error.issues))
  return undefined
}

const kindOrder = { optometrist: 0, optician: 1, staff: 2 } as const

/** Where photos live: the site's static files, served from the root. */
const publicDir = path.resolve('public')

function readTeam(dir: string, errors: ContentError[]): TeamMember[] {
  if (!fs.existsSync(dir)) return []
  const team: TeamMember[] = []
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name)
    if (!name.endsWith('.md')) {
      errors.push(new ContentError(file, 'team files are Markdown with frontmatter: <id>.md'))
      continue
    }
    const id = name.replace(/\.md$/, '')
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      errors.push(new ContentError(file, 'name the file with lowercase words joined by hyphens'))
      continue
    }
    const result = TeamMemberSchema.safeParse(matter(fs.readFileSync(file, 'utf8')).data)
    if (!result.success) errors.push(...issuesToErrors(file, result.error.issues))
    else if (result.data.photo && !fs.existsSync(path.join(publicDir, result.data.photo)))
      errors.push(new ContentError(file, `there is no file public${result.data.photo}`, 'photo'))
    else team.push({ id, ...result.data })
  }
  return team.sort(
    (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.order - b.order || a.name.localeCompare(b.name),
  )
}

export function readSiteData(root: string): { data: SiteData; errors: ContentError[] } {
  const errors: ContentError[] = []
  const practiceFile = path.join(root, 'practice.json')
  if (!fs.existsSync(practiceFile))
    errors.push(new ContentError(practiceFile, 'the practice file is missing'))
  else {
    const raw = readJson(practiceFile, errors)
    if (raw !== undefined) errors.push(...practiceProblems(raw, practiceFile))
  }
  const closures = parseJson(ClosuresSchema, path.join(root, 'closures.json'), errors)
  const announcements = parseJson(AnnouncementsSchema, path.join(root, 'announcements.json'), errors)
  return {
    data: {
      closures: closures?.closures ?? [],
      announcements: announcements?.announcements ?? [],
      team: readTeam(path.join(root, 'team'), errors),
    },
    errors,
  }
}

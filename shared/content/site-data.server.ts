import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { ContentError, issuesToErrors } from '#shared/content/content-error'
import { listContentFiles, readContentText } from '#shared/content/files'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { readManifest } from '#shared/content/photo-manifest.server'
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

function readJson(root: string, file: string, errors: ContentError[]): unknown {
  try {
    return JSON.parse(readContentText(root, file))
  } catch (error) {
    errors.push(
      error instanceof ContentError
        ? error
        : new ContentError(file, `not valid JSON: ${(error as Error).message}`, undefined, {
            code: 'not-json',
          }),
    )
    return undefined
  }
}

const exists = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false }) !== undefined

function parseJson<S extends z.ZodType>(
  schema: S,
  root: string,
  file: string,
  errors: ContentError[],
): z.infer<S> | undefined {
  if (!exists(file)) return undefined
  const raw = readJson(root, file, errors)
  if (raw === undefined) return undefined
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  errors.push(...issuesToErrors(file, result.error.issues))
  return undefined
}

const kindOrder = { optometrist: 0, optician: 1, staff: 2 } as const

/**
 * Why a person's photo cannot be shown: it is not in the list (never described, or taken off), or
 * it is made for a page's heading. A listed photo whose picture is gone is the list's problem.
 */
function photoProblem(file: string, photo: string, slot: string | undefined) {
  return slot === undefined
    ? new ContentError(file, `photo "${photo}" is not in content/photos/photos.json`, 'photo', {
        code: 'unknown-photo',
      })
    : new ContentError(file, `photo "${photo}" is made for a page's heading, not for a card`, 'photo', {
        code: 'photo-not-card',
      })
}

/** A team file the editor did not name: the team is edited in the editor, which names its files. */
const teamFileName = { code: 'team-file-name' } as const

function readTeam(root: string, dir: string, errors: ContentError[]): TeamMember[] {
  // A portrait is a photo of the photo list made for a card, as every photo of the site is.
  const manifest = readManifest(path.join(root, 'photos'))
  const cardPhotos = new Map(manifest.photos.map((photo) => [photo.id, photo.slot]))
  const listed = listContentFiles(dir)
  errors.push(...listed.errors)
  const team: TeamMember[] = []
  for (const name of listed.files) {
    const file = path.join(dir, name)
    if (!name.endsWith('.md')) {
      errors.push(
        new ContentError(file, 'team files are Markdown with frontmatter: <id>.md', undefined, teamFileName),
      )
      continue
    }
    const id = name.replace(/\.md$/, '')
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      errors.push(
        new ContentError(
          file,
          'name the file with lowercase words joined by hyphens',
          undefined,
          teamFileName,
        ),
      )
      continue
    }
    let data: unknown
    try {
      data = parseFrontmatter(readContentText(root, file), file).data
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      errors.push(error)
      continue
    }
    const result = TeamMemberSchema.safeParse(data)
    if (!result.success) errors.push(...issuesToErrors(file, result.error.issues))
    else if (result.data.photo && cardPhotos.get(result.data.photo) !== 'card')
      errors.push(photoProblem(file, result.data.photo, cardPhotos.get(result.data.photo)))
    else team.push({ id, ...result.data })
  }
  return team.sort(
    (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.order - b.order || a.name.localeCompare(b.name),
  )
}

export function readSiteData(root: string): { data: SiteData; errors: ContentError[] } {
  const errors: ContentError[] = []
  const practiceFile = path.join(root, 'practice.json')
  if (!exists(practiceFile))
    errors.push(
      new ContentError(practiceFile, 'the practice file is missing', undefined, { code: 'practice-missing' }),
    )
  else {
    const raw = readJson(root, practiceFile, errors)
    if (raw !== undefined) errors.push(...practiceProblems(raw, practiceFile))
  }
  const closures = parseJson(ClosuresSchema, root, path.join(root, 'closures.json'), errors)
  const announcements = parseJson(AnnouncementsSchema, root, path.join(root, 'announcements.json'), errors)
  return {
    data: {
      closures: closures?.closures ?? [],
      announcements: announcements?.announcements ?? [],
      team: readTeam(root, path.join(root, 'team'), errors),
    },
    errors,
  }
}

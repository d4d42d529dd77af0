import path from 'node:path'
import type { Language } from '#shared/languages'
import { practice } from '#shared/practice'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { isContentFile, readContentText } from '#shared/content/files'
import { adminI18n } from '../i18n'
import { entryName } from './explain'
import { contentFile, onDisk, PHOTOS_FOLDER } from './paths'
import type { Revision } from './revisions'

/**
 * What the revisions page says, in the staff member's language: each save named by the page's
 * title (or the person's name, or the data file's label) rather than its file, by the name of who
 * made it, at a time in the practice's time zone with the zone written out, and what kind of
 * change it was (a save, a restore, a photo upload). Everything here is text: JSX escapes it
 * where the page puts it (views.tsx).
 */

export type RevisionKind = 'save' | 'restore' | 'upload' | 'other'

/** What a commit of the editor was, from the message the editor wrote (api.ts, routes.ts). */
export function kindOf(message: string): RevisionKind {
  if (message.startsWith('Edit ')) return 'save'
  if (message.startsWith('Restore ')) return 'restore'
  if (message.startsWith('Upload ')) return 'upload'
  return 'other'
}

const stampFormats = new Map<Language, Intl.DateTimeFormat>()

/** "Nov 3, 2026, 9:15 AM PST", "3 nov 2026, 9:15 a.m. PST": the practice's clock, its zone said. */
export function stamp(at: number, language: Language): string {
  let format = stampFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: practice.timeZone,
    })
    stampFormats.set(language, format)
  }
  return format.format(new Date(at))
}

/** The front matter of a content file as it is now, or nothing (gone, not plain, unreadable). */
function currentData(root: string, relative: string): Record<string, unknown> | undefined {
  try {
    const file = onDisk(root, relative)
    if (!isContentFile(root, file)) return undefined
    const text = readContentText(root, file)
    if (relative.endsWith('.json')) return undefined
    return parseFrontmatter(text, relative).data
  } catch {
    return undefined
  }
}

/**
 * How the list names what a revision changed: "Stye (Spanish)", "Elena Márquez", "Photos",
 * "Photo lobby.jpg". Read from the file as it is now; the file's own name when it is gone.
 */
export function revisionName(root: string, revision: Revision, language: Language): string {
  if (revision.path.startsWith(`${PHOTOS_FOLDER}/`) && !revision.path.endsWith('.json'))
    return adminI18n(language).t('content.history.photo', { name: path.posix.basename(revision.path) })
  const file = contentFile(revision.path)
  if (!file) return revision.path
  return entryName(file, currentData(root, revision.path), language)
}

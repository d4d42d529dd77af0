import { AnnouncementsSchema, ClosuresSchema } from '#shared/content/data-schema'
import { PhotoManifestSchema } from '#shared/content/photo-manifest'
import { PracticeSchema } from '#shared/content/practice-schema'

/**
 * The data files the editor edits besides the pages and the team, with their schemas and their
 * names in each language; paths are relative to CONTENT_DIR.
 */
export const dataFiles = [
  {
    name: 'closures',
    label: { en: 'Closed days and special hours', es: 'Días cerrados y horarios especiales' },
    file: 'closures.json',
    schema: ClosuresSchema,
  },
  {
    name: 'practice',
    label: { en: 'Offices and weekly hours', es: 'Oficinas y horario semanal' },
    file: 'practice.json',
    schema: PracticeSchema,
  },
  {
    name: 'announcements',
    label: { en: 'Announcement band', es: 'Franja de avisos' },
    file: 'announcements.json',
    schema: AnnouncementsSchema,
  },
  // Pictures uploaded under Media are shown once they are described here (alt text, slot, crop).
  {
    name: 'photos',
    label: { en: 'Photos', es: 'Fotos' },
    file: 'photos/photos.json',
    schema: PhotoManifestSchema,
  },
] as const
export type DataFile = (typeof dataFiles)[number]

/** The team: one Markdown file of front matter per person. */
export const TEAM_FOLDER = 'team'

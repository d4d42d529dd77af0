import { families, familyNames, hasSection, sectionPath, type Family } from '#shared/content/families'
import { sharedFields } from '#shared/content/registry.server'
import { PhotoManifestSchema } from '#shared/content/photo-manifest'
import { AnnouncementsSchema, ClosuresSchema, TeamMemberSchema } from '#shared/content/data-schema'
import { PracticeSchema } from '#shared/content/practice-schema'
import { defaultLanguage, languages } from '#shared/languages'
import { decapFields, type DecapField } from './decap-fields'
import { EDITOR_LOCALE } from './shell'

/**
 * Decap CMS's configuration, generated from the family table and the zod schemas: a folder
 * collection per page family (English and Spanish side by side where the family has Spanish
 * pages), a collection for the team and one for the practice's data files. Served as JSON at
 * /admin/content/config.json; nothing here is listed by hand.
 */

/** Where the editor's API answers (routes.ts mounts it there). */
export const PROXY_URL = '/api/admin/content/v1'

/** Data files the editor edits, with their schemas; paths are relative to CONTENT_DIR. */
export const dataFiles = [
  { name: 'practice', label: 'Practice and office hours', file: 'practice.json', schema: PracticeSchema },
  { name: 'closures', label: 'Closures and special hours', file: 'closures.json', schema: ClosuresSchema },
  {
    name: 'announcements',
    label: 'Announcement band',
    file: 'announcements.json',
    schema: AnnouncementsSchema,
  },
  // Pictures uploaded under Media are shown once they are described here (alt text, slot, crop).
  { name: 'photos', label: 'Photos', file: 'photos/photos.json', schema: PhotoManifestSchema },
] as const

export const TEAM_FOLDER = 'team'

/**
 * Front matter is YAML, declared rather than guessed: Decap's copy of gray-matter would
 * otherwise pick a parser from the file's first line (`---js` runs it as JavaScript). The server
 * never sends the editor such a file either (api.ts, gate.ts).
 */
const FRONTMATTER = 'yaml-frontmatter'

type I18nMark = DecapField['i18n']

/** Marks a field and everything inside it as translated, or shared between the languages. */
function marked(field: DecapField, mark: I18nMark): DecapField {
  return {
    ...field,
    i18n: mark,
    ...(field.fields && { fields: field.fields.map((inner) => marked(inner, mark)) }),
    ...(field.field && { field: marked(field.field, mark) }),
  }
}

const shared = new Set<string>(sharedFields)

/** The fields of a family's pages: frontmatter from its schema, then the Markdown body. */
export function familyFields(family: Family): DecapField[] {
  const definition = families[family]
  const bilingual = hasSection(family, 'es')
  const sections = definition.sections.map((id) => `{#${id}}`).join(', ')
  const body: DecapField = {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    // Raw Markdown keeps `## Heading {#id}` and `page:` links exactly as written.
    modes: ['raw'],
    // The preview shows no HTML a text could carry (the server refuses it on save anyway).
    sanitize_preview: true,
    hint: sections ? `Sections, as "## Heading {#id}": ${sections}` : 'Markdown',
  }
  const fields = [...(decapFields(definition.schema) ?? []), body]
  if (!bilingual) return fields
  return fields.map((field) => marked(field, shared.has(field.name) ? 'duplicate' : true))
}

export interface DecapCollection {
  name: string
  label: string
  folder?: string
  files?: { name: string; label: string; file: string; fields: DecapField[] }[]
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  identifier_field?: string
  summary?: string
  i18n?: boolean
  fields?: DecapField[]
  /**
   * Where an entry is on the live site, after `site_url` (the editor's own origin, set by its
   * start script): Decap's "View Live" link. Shows the published page, not the saved text.
   */
  preview_path?: string
  /** Decap's preview pane; off where there is no page to preview (the team, the data files). */
  editor?: { preview: boolean }
}

/**
 * A family with Spanish pages is one collection whose entries are a page in both languages.
 * Decap reads such a folder as `<folder>/<language>/<name>.md`; the content folder is
 * `<language>/<folder>/<name>.md`, and the editor's API (paths.ts) translates between the two.
 */
function familyCollection(family: Family): DecapCollection {
  const { folder, label } = families[family]
  const bilingual = hasSection(family, 'es')
  return {
    name: family,
    label: label.en,
    folder: bilingual ? folder : `${defaultLanguage}/${folder}`,
    extension: 'md',
    format: FRONTMATTER,
    create: true,
    delete: false,
    identifier_field: 'title',
    summary: '{{title}}',
    // The English page; core pages are named by their file alone.
    ...(family !== 'core' && {
      preview_path: `${(sectionPath(family, defaultLanguage) ?? '').slice(1)}/{{slug}}`,
    }),
    ...(bilingual && { i18n: true }),
    fields: familyFields(family),
  }
}

export function decapConfig() {
  const collections: DecapCollection[] = [
    ...familyNames().map(familyCollection),
    {
      name: 'team',
      label: 'The team',
      folder: TEAM_FOLDER,
      extension: 'md',
      format: FRONTMATTER,
      create: true,
      delete: false,
      identifier_field: 'name',
      summary: '{{name}}',
      // The team is shown on the about page.
      preview_path: 'about',
      editor: { preview: false },
      fields: decapFields(TeamMemberSchema) ?? [],
    },
    {
      name: 'settings',
      label: 'Hours, closures, announcements and photos',
      format: 'json',
      delete: false,
      editor: { preview: false },
      files: dataFiles.map(({ name, label, file, schema }) => ({
        name,
        label,
        file,
        fields: decapFields(schema) ?? [],
      })),
    },
  ]
  return {
    backend: { name: 'proxy', proxy_url: PROXY_URL, branch: 'main' },
    load_config_file: false,
    // English with the save buttons named for what they do here (shell.ts, editorPhrases).
    locale: EDITOR_LOCALE,
    media_folder: 'photos',
    public_folder: '/assets/photos',
    i18n: { structure: 'multiple_folders', locales: [...languages], default_locale: defaultLanguage },
    collections,
  }
}
export type DecapConfig = ReturnType<typeof decapConfig>

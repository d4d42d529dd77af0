import {
  families,
  familyNames,
  needsOwnSlug,
  sectionPath,
  usedFields,
  type Family,
} from '#shared/content/families'
import { sharedFields } from '#shared/content/registry.server'
import { TeamMemberSchema } from '#shared/content/data-schema'
import { defaultLanguage, languages, type Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { figureStrings, type FigureStringKey } from '#shared/locales/figures'
import { practice } from '#shared/practice'
import { pageChoices, type Catalog } from './catalog'
import { dataFiles, TEAM_FOLDER } from './data-files'
import { decapFields, type DecapField, type DecapOption, type FieldContext } from './decap-fields'
import { PHOTOS_FOLDER } from './paths'
import type { SummaryKind } from './browser/summaries'
import { choiceWords, fieldWords } from './words'

/**
 * Decap CMS's configuration, generated from the family table and the zod schemas, in the editor's
 * language: a folder collection per page family (English and Spanish side by side where the
 * family has Spanish pages), a collection for the team and one for the practice's data files.
 * Served as JSON at /admin/content/config.json; nothing here is listed by hand.
 */

export { dataFiles, TEAM_FOLDER }

/** Where the editor's API answers (routes.ts mounts it there). */
export const PROXY_URL = '/api/admin/content/v1'

/**
 * Front matter is YAML, declared rather than guessed: Decap's copy of gray-matter would
 * otherwise pick a parser from the file's first line (`---js` runs it as JavaScript). The server
 * never sends the editor such a file either (api.ts, gate.ts).
 */
const FRONTMATTER = 'yaml-frontmatter'

/** What the configuration draws on besides the schemas: the pages, and the day it is made. */
export interface EditorData {
  catalog: Catalog
  /** Today in the practice's time zone (dates.ts). */
  today: string
}

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

/** Times of day a person may choose for opening and closing, every quarter hour. */
function timeOptions(language: Language): DecapOption[] {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return Array.from({ length: (21 - 6) * 4 + 1 }, (_, index) => {
    const minutes = 6 * 60 + index * 15
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    return { value, label: format.format(new Date(Date.UTC(2026, 0, 1, 0, minutes))) }
  })
}

/** The days of the week, 0 = Sunday, named in the editor's language. */
function dayOptions(language: Language): DecapOption[] {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  })
  // 2026-01-04 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => ({
    value: day,
    label: format.format(Date.UTC(2026, 0, 4 + day)),
  }))
}

/** Languages staff speak with patients in Orange County, and any a team file already names. */
const spokenLanguages = ['en', 'es', 'vi', 'ko', 'zh', 'tl', 'fa', 'ar', 'hi', 'ja', 'pt', 'fr', 'ru', 'de']

/** Office ids are named by the offices' own names (practice.json). */
const officeName = (id: string, language: Language) =>
  practice.offices.find((office) => office.id === id)?.name[language]

/** The words of a choice that another table already names: offices, groups, lines, drawings. */
function choiceOf(language: Language) {
  const say = locales[language] as Record<string, string>
  const figures = figureStrings[language]
  return (key: string, value: string): string | undefined => {
    const bare = key.replace(/^\w+:/, '')
    if (/(^|\.)(office|offices|id)$/.test(bare) && officeName(value, language))
      return officeName(value, language)
    if (key === 'category') return say[`conditions.category.${value}`]
    if (key === 'diagram') return figures[`${value}.title` as FigureStringKey]
    if (key === 'phoneLine') return say[`phone.line.${value}`] ?? choiceWords[language].phoneLine?.[value]
    return choiceWords[language][key]?.[value]
  }
}

/** A relation to the photo list: a photo chosen by what it shows, stored by its short name. */
const photoPicker = (field: DecapField, language: Language): DecapField => ({
  ...field,
  widget: 'relation',
  collection: 'settings',
  file: 'photos',
  value_field: 'photos.*.id',
  search_fields: [`photos.*.alt.${language}`, 'photos.*.file'],
  display_fields: [`photos.*.alt.${language}`],
  options_length: 100,
  pattern: undefined,
})

/** How the editor shows the fields no schema can describe alone, for one collection. */
function specialFields(language: Language, data: EditorData, family?: Family): FieldContext['special'] {
  const times = timeOptions(language)
  const choices = pageChoices(data.catalog, language)
  const pages = (only?: Family): DecapOption[] =>
    choices.filter((page) => !only || page.family === only).map(({ value, label }) => ({ value, label }))
  const names = new Intl.DisplayNames([language], { type: 'language' })
  return (key, field) => {
    const bare = key.replace(/^\w+:/, '')
    // A page of the site, chosen by its heading.
    if (key === 'related')
      return {
        ...field,
        widget: 'select',
        multiple: true,
        options: pages(),
        field: undefined,
        pattern: undefined,
      }
    if (key === 'cards.link' || key === 'announcements:announcements.link')
      return { ...field, widget: 'select', options: pages(), pattern: undefined }
    if (key === 'emergency')
      return { ...field, widget: 'select', options: pages('emergency'), pattern: undefined }
    if (key === 'photo' || key === 'team:photo') return photoPicker(field, language)
    // A member of the team, chosen by name; the post stores the file name.
    if (key === 'author')
      return {
        ...field,
        widget: 'relation',
        collection: 'team',
        value_field: '{{slug}}',
        search_fields: ['name'],
        display_fields: ['name'],
        pattern: undefined,
      }
    // Only a page in English alone has a Spanish page the language switch leads to.
    if (key === 'closest')
      return family && hasSpanish(family)
        ? { ...field, widget: 'hidden' }
        : { ...field, widget: 'select', options: pages(), pattern: undefined }
    // Spanish pages of families whose Spanish addresses use Spanish words have their own; the
    // English page's address is its file name, so the field is in the Spanish column only.
    if (key === 'slug') return family && needsOwnSlug(family, 'es') ? { ...field, only_in: 'es' } : null
    if (/^(closures|practice):.*\.(opens|closes)$/.test(key))
      return { ...field, widget: 'select', options: times, pattern: undefined }
    if (key === 'practice:offices.hours.days')
      return { ...field, widget: 'select', multiple: true, options: dayOptions(language), field: undefined }
    if (key === 'team:languages') {
      return {
        ...field,
        widget: 'select',
        multiple: true,
        field: undefined,
        options: spokenLanguages.map((code) => ({ value: code, label: names.of(code) ?? code })),
      }
    }
    // Made by the server when a new item has none (api.ts): nobody types an id.
    if (key === 'announcements:announcements.id' || key === 'photos:photos.id')
      return { name: field.name, label: field.label, widget: 'hidden', required: false }
    // The picture by its name in the photo folder: Decap shows it from its own copy, so a picture
    // chosen a moment ago shows before it is saved, and a saved one from the content folder.
    if (key === 'photos:photos.file')
      return {
        ...field,
        widget: 'image',
        choose_url: false,
        media_folder: `/${PHOTOS_FOLDER}`,
        public_folder: '',
        pattern: undefined,
      }
    if (bare === 'region') return { ...field, widget: 'hidden' }
    // Lists name their items by what they hold; the closures and the photos in words Decap's
    // templates cannot say (offices by name, a day in the staff member's language: browser/summaries.ts).
    if (key === 'faq') return { ...field, summary: '{{fields.q}}' }
    if (key === 'cards') return { ...field, summary: '{{fields.title}}' }
    if (key === 'testimonials') return { ...field, summary: '{{fields.author}}' }
    if (key === 'practice:offices') return { ...field, summary: `{{fields.name.${language}}}` }
    if (Object.hasOwn(itemSummaries, key))
      return { ...field, item_summary: itemSummaries[key as keyof typeof itemSummaries] }
    if (key === 'practice:offices.hours') return { ...field, summary: '{{fields.opens}}–{{fields.closes}}' }
    return field
  }
}

/** The Markdown text of a family's pages. */
function bodyField(language: Language): DecapField {
  return {
    name: 'body',
    label: fieldWords[language].body?.label ?? 'body',
    widget: 'markdown',
    ...(fieldWords[language].body?.hint && { hint: fieldWords[language].body.hint }),
  }
}

/** The fields of a family's pages: the front matter it uses, from its schema, then the text. */
export function familyFields(family: Family, language: Language, data: EditorData): DecapField[] {
  const used = new Set(usedFields(family))
  const context: FieldContext = {
    language,
    choice: choiceOf(language),
    special: specialFields(language, data, family),
  }
  const fields = [
    ...(decapFields(families[family].schema, context) ?? []).filter((field) => used.has(field.name)),
    bodyField(language),
  ]
  if (!hasSpanish(family)) return fields
  return fields.map((field) => marked(field, shared.has(field.name) ? 'duplicate' : true))
}

const hasSpanish = (family: Family) => families[family].section.es !== null

export interface DecapCollection {
  name: string
  label: string
  label_singular?: string
  folder?: string
  files?: { name: string; label: string; file: string; fields: DecapField[] }[]
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  identifier_field?: string
  summary?: string
  sortable_fields?: (string | { field: string; default_sort: 'asc' | 'desc' })[]
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

/** A day in a list's summary (Decap's date filter), as people write it in `language`. */
const dayFormat = (language: Language) => (language === 'es' ? 'DD/MM/YYYY' : 'ddd MMM D, YYYY')

/** How a dated family's list names its entries: the day, then the title. */
const datedSummary = (language: Language) => `{{date | date('${dayFormat(language)}')}} · {{title}}`

/**
 * A family with Spanish pages is one collection whose entries are a page in both languages.
 * Decap reads such a folder as `<folder>/<language>/<name>.md`; the content folder is
 * `<language>/<folder>/<name>.md`, and the editor's API (paths.ts) translates between the two.
 */
function familyCollection(family: Family, language: Language, data: EditorData): DecapCollection {
  const { folder, label, item } = families[family]
  const bilingual = hasSpanish(family)
  const dated = usedFields(family).includes('date')
  return {
    name: family,
    label: label[language],
    label_singular: item[language],
    folder: bilingual ? folder : `${defaultLanguage}/${folder}`,
    extension: 'md',
    format: FRONTMATTER,
    create: true,
    delete: false,
    identifier_field: 'title',
    summary: dated ? datedSummary(language) : '{{title}}',
    ...(dated && { sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'] }),
    // The English page; core pages are named by their file alone.
    ...(family !== 'core' && {
      preview_path: `${(sectionPath(family, defaultLanguage) ?? '').slice(1)}/{{slug}}`,
    }),
    ...(bilingual && { i18n: true }),
    fields: familyFields(family, language, data),
  }
}

/**
 * The lists whose items are named in words Decap's templates cannot say (browser/summaries.ts):
 * the editor's list and a refusal naming an item (explain.ts) both say them so.
 */
export const itemSummaries = {
  'photos:photos': 'photo',
  'closures:closures': 'closure',
  'announcements:announcements': 'announcement',
} as const satisfies Record<string, SummaryKind>

const collectionWords = {
  en: { team: 'The team', member: 'team member', settings: 'Hours, closures, announcements and photos' },
  es: { team: 'El equipo', member: 'miembro del equipo', settings: 'Horarios, cierres, avisos y fotos' },
} satisfies Record<Language, Record<string, string>>

export function decapConfig(language: Language, data: EditorData) {
  const context = (scope?: Family): FieldContext => ({
    language,
    choice: choiceOf(language),
    special: specialFields(language, data, scope),
  })
  const collections: DecapCollection[] = [
    ...familyNames().map((family) => familyCollection(family, language, data)),
    {
      name: 'team',
      label: collectionWords[language].team,
      label_singular: collectionWords[language].member,
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
      fields: decapFields(TeamMemberSchema, context(), 'team:') ?? [],
    },
    {
      name: 'settings',
      label: collectionWords[language].settings,
      format: 'json',
      delete: false,
      editor: { preview: false },
      files: dataFiles.map(({ name, label, file, schema }) => ({
        name,
        label: label[language],
        file,
        fields: decapFields(schema, context(), `${name}:`) ?? [],
      })),
    },
  ]
  return {
    backend: { name: 'proxy', proxy_url: PROXY_URL, branch: 'main' },
    load_config_file: false,
    // Decap's own words in the person's language, with ours over them (phrases.ts).
    locale: language,
    media_folder: 'photos',
    public_folder: '/assets/photos',
    i18n: { structure: 'multiple_folders', locales: [...languages], default_locale: defaultLanguage },
    collections,
  }
}
export type DecapConfig = ReturnType<typeof decapConfig>

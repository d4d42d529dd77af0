import { joinPath, type Language } from '#shared/languages'
import type { CallLine } from '#shared/practice'
import {
  ConditionSchema,
  EmergencySchema,
  InsuranceSchema,
  LocationSchema,
  NewsSchema,
  PageSchema,
  ProviderSchema,
  TreatmentSchema,
} from './schema'

/**
 * Page families: what each kind of page is, in one place. The registry, the routes, the
 * breadcrumbs, the sitemap, the share images, the structured data, the editorial checks and the
 * content editor all read this table; nothing downstream lists families again.
 *
 * Adding a family whose pages use an existing layout is one entry here plus its content files
 * (README, "Adding a page family"). This module loads zod: it runs at build time and on the
 * server, never in the browser, which receives finished paths and labels in the page data.
 */

/** The templates that render pages (`app/routes/pages/<layout>.tsx`). */
export const layouts = [
  'home',
  'article',
  'about',
  'contact',
  'locations-index',
  'conditions-index',
  'city-conditions',
  'family-index',
  'news-index',
  'search',
  'condition',
  'emergency',
  'provider',
  'location',
  'news',
] as const
export type Layout = (typeof layouts)[number]

/** How a page presents itself in JSON-LD (app/seo/structured-data.ts). */
export interface JsonLdKind {
  /** The page node: medical content is a `MedicalWebPage`. */
  page: 'MedicalWebPage' | 'WebPage'
  /** What the page is about, when it is one medical thing. */
  subject?: 'MedicalCondition' | 'MedicalProcedure'
  /** Who the medical content is written for. */
  audience?: 'Patient' | 'Clinician'
  /** Whether the page carries the practice in full, with every office. */
  practice?: 'full'
  /** Dated posts: the page's main entity is a `BlogPosting` by a team member. */
  article?: 'BlogPosting'
}

export interface QualityRules {
  /** Fewest words of text (summary, body and FAQ) a page may have. */
  minWords: number
  /** Patient pages are held to an 8th-grade reading level (CONTENT.md); clinician pages are not. */
  readingLevel: boolean
}

interface FamilyDefinition {
  /** Folder under content/{en,es}/; also the first part of every page id ("conditions/glaucoma"). */
  folder: string
  /** URL section in each language; `null` when the family has no pages in that language. */
  section: Record<Language, string | null>
  /** Name of the family as people read it: share images and the content editor. */
  label: Record<Language, string>
  /** One page of the family, as the content editor's "New …" button names it. */
  item: Record<Language, string>
  /** Frontmatter schema of the family's pages; its `type` literal is the page type. */
  schema:
    | typeof PageSchema
    | typeof ConditionSchema
    | typeof TreatmentSchema
    | typeof EmergencySchema
    | typeof InsuranceSchema
    | typeof ProviderSchema
    | typeof LocationSchema
    | typeof NewsSchema
  /** Section ids the Markdown body must contain, as `## Heading {#id}`. */
  sections: readonly string[]
  /** Template of every page in the family; `null` for core pages, which name theirs (`template`). */
  layout: Layout | null
  /** Id of the core page that lists the family: the breadcrumb between home and a page. */
  index: string | null
  jsonLd: JsonLdKind
  quality: QualityRules | null
  /** The phone line the call bar offers on the family's pages (SPEC §9), unless a page names one. */
  phoneLine: CallLine
  /**
   * Families listed newest first in pages of `perPage`: page 2 on is the index's path plus
   * `/<word>/<n>` (`/news/page/2`, `/es/noticias/pagina/2`).
   */
  pagination?: { perPage: number; word: Record<Language, string> }
  /**
   * The home page offers the family's section as a quick path, at this place (1 first); its words
   * are the interface string `home.quick.<family>`, its icon the home template's.
   */
  quickPath?: number
  /**
   * Front matter fields of the schema that the family's pages have no use for: the content editor
   * does not offer them (a news post has no drawing, phone line, clinical review or questions).
   */
  unusedFields?: readonly string[]
}

const treatmentSections = [
  'candidates',
  'how-it-works',
  'what-to-expect',
  'risks',
  'alternatives',
  'co-management',
] as const

export const families = {
  core: {
    folder: 'pages',
    section: { en: '', es: '' },
    label: {
      en: 'Eye exams, eye health and eyewear for the whole family',
      es: 'Exámenes de la vista, salud de los ojos y lentes para toda la familia',
    },
    item: { en: 'general page', es: 'página general' },
    schema: PageSchema,
    sections: [],
    layout: null,
    index: null,
    jsonLd: { page: 'WebPage' },
    quality: null,
    phoneLine: 'main',
  },
  condition: {
    folder: 'conditions',
    section: { en: 'conditions', es: 'conditions' },
    label: { en: 'Eye conditions A to Z', es: 'Enfermedades de los ojos de la A a la Z' },
    item: { en: 'condition page', es: 'página de enfermedad' },
    schema: ConditionSchema,
    sections: ['symptoms', 'causes', 'diagnosis', 'treatment', 'urgent-care'],
    layout: 'condition',
    index: 'pages/conditions',
    jsonLd: { page: 'MedicalWebPage', subject: 'MedicalCondition', audience: 'Patient' },
    quality: { minWords: 350, readingLevel: true },
    phoneLine: 'main',
    quickPath: 2,
  },
  laser: {
    folder: 'laser-treatments',
    section: { en: 'laser-treatments', es: null },
    label: { en: 'Laser and surgical eye treatments', es: 'Tratamientos de los ojos con láser y cirugía' },
    item: { en: 'laser treatment page', es: 'página de tratamiento con láser' },
    schema: TreatmentSchema,
    sections: treatmentSections,
    layout: 'article',
    index: 'pages/laser-treatments',
    jsonLd: { page: 'MedicalWebPage', subject: 'MedicalProcedure', audience: 'Patient' },
    quality: { minWords: 350, readingLevel: true },
    phoneLine: 'main',
  },
  keratoconus: {
    folder: 'keratoconus',
    section: { en: 'keratoconus', es: 'queratocono' },
    label: { en: 'Keratoconus care', es: 'Atención del queratocono' },
    item: { en: 'keratoconus page', es: 'página de queratocono' },
    schema: TreatmentSchema,
    sections: treatmentSections,
    layout: 'article',
    index: 'pages/keratoconus',
    jsonLd: { page: 'MedicalWebPage', subject: 'MedicalProcedure', audience: 'Patient' },
    quality: { minWords: 350, readingLevel: true },
    phoneLine: 'keratoconus',
  },
  emergency: {
    folder: 'emergency',
    section: { en: 'emergency', es: 'emergencia' },
    label: { en: 'Eye emergencies: what to do now', es: 'Emergencias de los ojos: qué hacer ahora' },
    item: { en: 'emergency page', es: 'página de emergencia' },
    schema: EmergencySchema,
    sections: ['symptoms', 'why-urgent', 'what-we-do'],
    layout: 'emergency',
    index: 'pages/emergency',
    jsonLd: { page: 'MedicalWebPage', audience: 'Patient' },
    quality: { minWords: 300, readingLevel: true },
    phoneLine: 'main',
    quickPath: 1,
  },
  insurance: {
    folder: 'insurance',
    section: { en: 'insurance', es: 'insurance' },
    label: { en: 'Vision and medical insurance', es: 'Seguros de la vista y médicos' },
    item: { en: 'insurance page', es: 'página de seguro' },
    schema: InsuranceSchema,
    sections: ['coverage', 'using-your-plan', 'what-to-bring', 'confirm-benefits'],
    layout: 'article',
    index: 'pages/insurance',
    jsonLd: { page: 'WebPage' },
    quality: { minWords: 350, readingLevel: true },
    phoneLine: 'main',
    quickPath: 3,
  },
  provider: {
    folder: 'provider-relations',
    section: { en: 'provider-relations', es: null },
    label: { en: 'For referring doctors', es: 'Para médicos que refieren pacientes' },
    item: { en: 'page for referring doctors', es: 'página para médicos que refieren' },
    schema: ProviderSchema,
    sections: ['what-to-refer', 'how-to-refer', 'what-we-send-back', 'co-management'],
    layout: 'provider',
    index: 'pages/provider-relations',
    jsonLd: { page: 'MedicalWebPage', audience: 'Clinician' },
    quality: { minWords: 350, readingLevel: false },
    phoneLine: 'main',
  },
  location: {
    folder: 'locations',
    section: { en: 'locations', es: 'locations' },
    label: { en: 'Eye care near you', es: 'Cuidado de los ojos cerca de usted' },
    item: { en: 'city page', es: 'página de ciudad' },
    schema: LocationSchema,
    sections: ['community', 'getting-here', 'services'],
    layout: 'location',
    index: 'pages/locations',
    jsonLd: { page: 'WebPage', practice: 'full' },
    quality: { minWords: 250, readingLevel: true },
    phoneLine: 'main',
    quickPath: 4,
  },
  news: {
    folder: 'news',
    section: { en: 'news', es: 'noticias' },
    label: { en: 'News from our offices', es: 'Noticias de nuestras oficinas' },
    item: { en: 'news post', es: 'noticia' },
    schema: NewsSchema,
    sections: [],
    layout: 'news',
    index: 'pages/news',
    jsonLd: { page: 'WebPage', article: 'BlogPosting' },
    quality: { minWords: 200, readingLevel: true },
    phoneLine: 'main',
    pagination: { perPage: 10, word: { en: 'page', es: 'pagina' } },
    unusedFields: ['label', 'searchTerms', 'reviewedBy', 'reviewedOn', 'phoneLine', 'diagram', 'faq'],
  },
} as const satisfies Record<string, FamilyDefinition>

export type Family = keyof typeof families
/** Every family in the table (read each time, so a family registered at run time counts too). */
export const familyNames = (): Family[] => Object.keys(families) as Family[]

/** The families the home page offers as quick paths (`quickPath`). */
export type QuickPathFamily = {
  [F in Family]: (typeof families)[F] extends { quickPath: number } ? F : never
}[Family]

/** The home page's quick paths, in their order. */
export const quickPathFamilies = (): QuickPathFamily[] =>
  familyNames()
    .flatMap((family) => {
      const place = (families[family] as FamilyDefinition).quickPath
      return place === undefined ? [] : [{ family: family as QuickPathFamily, place }]
    })
    .sort((a, b) => a.place - b.place)
    .map(({ family }) => family)

/** The family whose content folder this is. */
export function familyOfFolder(folder: string): Family | undefined {
  return familyNames().find((family) => families[family].folder === folder)
}

/** The page type a family's frontmatter declares (`type: condition`). */
export function pageTypeOf(family: Family): string {
  return families[family].schema.shape.type.value
}

/** Whether the family has pages in this language. */
export function hasSection(family: Family, language: Language): boolean {
  return families[family].section[language] !== null
}

/**
 * The path of a family's section in a language (`/es/emergencia`), or `null` when the family has
 * no pages in it. Core pages sit at the root.
 */
export function sectionPath(family: Family, language: Language): string | null {
  const section = families[family].section[language]
  return section === null ? null : joinPath(language, section)
}

/** The front matter fields the family's pages use: its schema's, less those it says it has no use for. */
export function usedFields(family: Family): string[] {
  const unused: readonly string[] = (families[family] as FamilyDefinition).unusedFields ?? []
  return Object.keys(families[family].schema.shape).filter((field) => !unused.includes(field))
}

/** Spanish pages take their own slug (`slug:`) where the family's Spanish URL words differ. */
export function needsOwnSlug(family: Family, language: Language): boolean {
  return language !== 'en' && families[family].section[language] !== families[family].section.en
}

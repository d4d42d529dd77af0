import path from 'node:path'
import { buildEnv } from '#shared/build-env'
import { joinPath, languageOfPath, languages, type Language } from '#shared/languages'
import { notFoundPathIn } from '#shared/not-found'
import {
  families,
  familyNames,
  familyOfFolder,
  hasSection,
  needsOwnSlug,
  pageTypeOf,
  sectionPath,
  type Family,
  type Layout,
} from './families'
import { readManifest } from '#shared/content/photo-manifest.server'
import type { Frontmatter } from './schema'
import { ContentError, ContentErrors } from '#shared/content/content-error'
import { listContentFiles, readContentText } from '#shared/content/files'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { readSiteData, type SiteData } from './site-data.server'

export { ContentError, ContentErrors }

/**
 * The page registry: every page of the site, read from the content folder.
 * A page is the pair of files `content/en/<id>.md` and (optionally) `content/es/<id>.md`;
 * the id (`conditions/glaucoma`) is the same in both languages, the URL is not.
 */

export interface PageEntry {
  /** `<folder>/<name>`, e.g. `keratoconus/corneal-cross-linking`. */
  id: string
  family: Family
  /** Canonical path in each language the page exists in. */
  paths: Partial<Record<Language, string>>
  /** Other English paths that show the same page and canonicalize to `paths.en`. */
  aliases: string[]
  /** Absolute file path of each language's content. */
  files: Partial<Record<Language, string>>
  /** Parsed and validated frontmatter of each language. */
  data: Partial<Record<Language, Frontmatter>>
  /** Markdown body of each language. */
  body: Partial<Record<Language, string>>
}

/** One language's version of a page. */
export interface PageVersion {
  language: Language
  path: string
  file: string
  data: Frontmatter
  body: string
}

/** The page in `language`, if it exists in that language. */
export function versionOf(page: PageEntry, language: Language): PageVersion | undefined {
  const path = page.paths[language]
  const file = page.files[language]
  const data = page.data[language]
  const body = page.body[language]
  return path && file && data && body !== undefined ? { language, path, file, data, body } : undefined
}

/**
 * The page as a reader of `language` gets it: that language's version, or the English one. Every
 * page of a read registry has an English version (readRegistry refuses one without).
 */
export function shownIn(page: PageEntry, language: Language): PageVersion {
  const version = versionOf(page, language) ?? versionOf(page, 'en')
  if (!version) throw new Error(`${page.id} has no English version`)
  return version
}

export interface Registry extends SiteData {
  /** The content folder the registry was read from. */
  root: string
  pages: PageEntry[]
  byId: Map<string, PageEntry>
  /** Every routable path (canonical and alias) → the page and the language it is in. */
  byPath: Map<string, PathEntry>
}

/** What a path shows: a page in a language, and for the later pages of a paged index, which one. */
export interface PathEntry {
  page: PageEntry
  language: Language
  /** 2 and up on `/news/page/2`...; absent on a page's own path. */
  pageNumber?: number
}

/** The content folder: CONTENT_DIR, read when asked, so tests and the editor can point elsewhere. */
export function contentRoot(): string {
  return buildEnv().CONTENT_DIR
}

/** The Markdown files of a language folder; links, pipes and the like are errors, never read. */
function listMarkdown(dir: string, errors: ContentError[]): string[] {
  const listed = listContentFiles(dir)
  errors.push(...listed.errors)
  return listed.files.filter((file) => file.endsWith('.md'))
}

/** Frontmatter that says what a page is rather than what it says: the same in both languages. */
export const sharedFields = [
  'type',
  'template',
  'category',
  'urgency',
  'afterHours',
  'office',
  'phoneLine',
  'schemaType',
  'practiceDetails',
  'emergency',
  'diagram',
  'photo',
  'date',
  'author',
] as const

type Pagination = { perPage: number; word: Record<Language, string> }

/** The path of page `number` of a paged index: `/news/page/2`. */
export function pagedPath(indexPath: string, word: string, number: number): string {
  return number <= 1 ? indexPath : `${indexPath}/${word}/${number}`
}

/** The core page that is a family's index sits at the family's section path (`/es/emergencia`). */
function indexedFamily(id: string): Family | undefined {
  return familyNames().find((family) => families[family].index === id)
}

function pathFor(family: Family, id: string, name: string, language: Language, slug?: string): string | null {
  if (family !== 'core') {
    const section = sectionPath(family, language)
    return section === null ? null : `${section}/${slug ?? name}`
  }
  const listed = indexedFamily(id)
  if (listed) return sectionPath(listed, language)
  return joinPath(language, name === 'home' ? '' : name)
}

interface ParsedFile {
  file: string
  id: string
  family: Family
  name: string
  language: Language
  data: Frontmatter
  body: string
}

function parseFile(root: string, language: Language, relative: string): ParsedFile {
  const file = path.join(root, language, relative)
  const id = relative.replace(/\.md$/, '')
  const [folder, name, ...rest] = id.split('/')
  const family = familyOfFolder(folder ?? '')
  if (!family || !name || rest.length > 0) {
    const folders = familyNames()
      .map((f) => families[f].folder)
      .join(', ')
    throw new ContentError(file, `unknown content folder; expected one of ${folders}`, undefined, {
      code: 'unknown-folder',
    })
  }
  if (!hasSection(family, language))
    throw new ContentError(file, `${folder}/ pages are English only`, undefined, { code: 'english-only' })
  const { data: raw, body } = parseFrontmatter(readContentText(root, file), file)
  const type = pageTypeOf(family)
  if (raw.type !== type)
    throw new ContentError(file, `pages in ${folder}/ are of type "${type}"`, 'type', { code: 'wrong-type' })
  const result = families[family].schema.safeParse(raw)
  if (!result.success) {
    const [issue] = result.error.issues
    const field = issue?.path.join('.') || undefined
    const others = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : ''
    throw new ContentError(file, `${issue?.message ?? 'invalid frontmatter'}${others}`, field, {
      code: 'schema',
    })
  }
  const data = result.data
  if (data.slug && !needsOwnSlug(family, language)) {
    throw new ContentError(file, 'this page takes its slug from the file name', 'slug', {
      code: 'slug-not-used',
    })
  }
  if (!data.slug && needsOwnSlug(family, language) && family !== 'core') {
    throw new ContentError(file, `Spanish pages in ${folder}/ need a slug in Spanish`, 'slug', {
      code: 'slug-missing',
    })
  }
  return { file, id, family, name, language, data, body }
}

/** Reads and checks a content folder; never throws, so every problem can be reported at once. */
export function readRegistry(root: string = contentRoot()): { registry: Registry; errors: ContentError[] } {
  const errors: ContentError[] = []
  const attempt = (run: () => void) => {
    try {
      run()
    } catch (error) {
      if (error instanceof ContentError) errors.push(error)
      else throw error
    }
  }
  const pages = new Map<string, PageEntry>()
  const photoIds = new Set(readManifest(path.join(root, 'photos')).photos.map((photo) => photo.id))
  const { data: site, errors: siteErrors } = readSiteData(root)
  errors.push(...siteErrors)

  for (const language of languages) {
    for (const relative of listMarkdown(path.join(root, language), errors)) {
      attempt(() => {
        const parsed = parseFile(root, language, relative)
        const { file, id, family, name, data } = parsed
        const pagePath = pathFor(family, id, name, language, data.slug)
        if (!pagePath)
          throw new ContentError(file, `${families[family].folder}/ pages are English only`, undefined, {
            code: 'english-only',
          })
        const entry = pages.get(id) ?? { id, family, paths: {}, aliases: [], files: {}, data: {}, body: {} }
        entry.paths[language] = pagePath
        entry.files[language] = file
        entry.data[language] = data
        entry.body[language] = parsed.body
        if ('aliases' in data && data.aliases.length > 0) {
          if (language !== 'en')
            throw new ContentError(file, 'aliases are for English pages only', 'aliases', {
              code: 'aliases-english',
            })
          const section = families[family].section.en
          entry.aliases = data.aliases.map((alias) =>
            alias.startsWith('/') ? alias : joinPath('en', section, alias),
          )
        }
        pages.set(id, entry)
      })
    }
  }

  const byPath = new Map<string, PathEntry>()
  const claim = (pagePath: string, page: PageEntry, language: Language, pageNumber?: number) => {
    const taken = byPath.get(pagePath)
    if (taken)
      throw new ContentError(
        page.files[language] ?? page.id,
        `path ${pagePath} is also used by ${taken.page.id}`,
        language === 'en' ? undefined : 'slug',
        { code: 'path-taken', params: { path: pagePath, page: taken.page.id } },
      )
    byPath.set(pagePath, { page, language, ...(pageNumber && { pageNumber }) })
  }

  for (const page of pages.values()) {
    attempt(() => {
      if (!page.files.en)
        throw new ContentError(
          page.files.es ?? page.id,
          'a Spanish page needs its English page (same file name under en/)',
          undefined,
          { code: 'english-missing' },
        )
    })
    for (const language of languages) {
      const pagePath = page.paths[language]
      if (pagePath) attempt(() => claim(pagePath, page, language))
    }
    for (const alias of page.aliases) attempt(() => claim(alias, page, languageOfPath(alias)))
  }

  // A paged family's index gets a path per further page: /news/page/2, /es/noticias/pagina/2...
  for (const family of familyNames()) {
    const { index, pagination } = families[family] as { index: string | null; pagination?: Pagination }
    const indexPage = index ? pages.get(index) : undefined
    if (!pagination || !indexPage) continue
    for (const language of languages) {
      const indexPath = indexPage.paths[language]
      if (!indexPath) continue
      const count = [...pages.values()].filter(
        (page) => page.family === family && page.paths[language],
      ).length
      for (let number = 2; number <= Math.ceil(count / pagination.perPage); number++)
        attempt(() =>
          claim(pagedPath(indexPath, pagination.word[language], number), indexPage, language, number),
        )
    }
  }

  for (const page of pages.values()) {
    const { en, es } = page.data
    if (en && es) {
      for (const field of sharedFields) {
        attempt(() => {
          const a = (en as Record<string, unknown>)[field]
          const b = (es as Record<string, unknown>)[field]
          if (a !== b)
            throw new ContentError(
              page.files.es ?? page.id,
              `must be the same as in English (${String(a)})`,
              field,
              { code: 'differs-from-english' },
            )
        })
      }
    }
    for (const language of languages) {
      const data = page.data[language]
      const file = page.files[language]
      if (!data || !file) continue
      const mustExist = (id: string, field: string) =>
        attempt(() => {
          if (!pages.has(id))
            throw new ContentError(file, `page "${id}" does not exist`, field, {
              code: 'unknown-page',
              params: { page: id },
            })
        })
      data.related.forEach((id, index) => mustExist(id, `related.${index}`))
      if (data.type === 'page')
        data.cards.forEach((card, index) => mustExist(card.link, `cards.${index}.link`))
      if (data.type === 'condition' && data.emergency) mustExist(data.emergency, 'emergency')
      const { closest } = data
      if (closest)
        attempt(() => {
          const missing = languages.filter((other) => !page.paths[other])
          const target = pages.get(closest)
          if (!target)
            throw new ContentError(file, `page "${closest}" does not exist`, 'closest', {
              code: 'unknown-page',
              params: { page: closest },
            })
          if (missing.length === 0)
            throw new ContentError(
              file,
              'this page is in every language: it needs no closest page',
              'closest',
              { code: 'closest-not-needed' },
            )
          if (!missing.some((other) => target.paths[other]))
            throw new ContentError(
              file,
              `page "${closest}" is not in ${missing.join(' or ')} either`,
              'closest',
              { code: 'closest-missing-too' },
            )
        })
      const { photo } = data
      if (photo !== undefined && !photoIds.has(photo))
        attempt(() => {
          throw new ContentError(file, `photo "${photo}" is not in content/photos/photos.json`, 'photo', {
            code: 'unknown-photo',
          })
        })
      if (data.type === 'news')
        attempt(() => {
          if (!site.team.some((member) => member.id === data.author))
            throw new ContentError(
              file,
              `no team member "${data.author}" (a file team/${data.author}.md)`,
              'author',
              { code: 'unknown-author' },
            )
        })
    }
  }

  site.announcements.forEach((announcement, index) =>
    attempt(() => {
      if (announcement.link && !pages.has(announcement.link))
        throw new ContentError(
          path.join(root, 'announcements.json'),
          `page "${announcement.link}" does not exist`,
          `announcements.${index}.link`,
          { code: 'unknown-page', params: { page: announcement.link } },
        )
    }),
  )

  const sorted = [...pages.values()].sort((a, b) => a.id.localeCompare(b.id))
  return { registry: { root, pages: sorted, byId: pages, byPath, ...site }, errors }
}

let cached: Registry | undefined

/** The registry of CONTENT_DIR, built once per process; a content problem stops the build here. */
export function getRegistry(): Registry {
  const root = contentRoot()
  if (cached?.root === root) return cached
  const { registry, errors } = readRegistry(root)
  if (errors.length > 0) throw new ContentErrors(errors)
  cached = registry
  return registry
}

/** Forgets the registry read so far (tests, and the editor after a save). */
export function resetRegistry(): void {
  cached = undefined
}

/** Every path to prerender: each page in each language, plus aliases. */
export function prerenderPaths(): string[] {
  return [...getRegistry().byPath.keys()].sort()
}

/**
 * The sections a `:slug` route serves: each family with a layout, in each language it has pages
 * in (`/conditions`, `/es/emergencia`).
 */
export function routedSections(): { family: Family; language: Language; path: string; layout: Layout }[] {
  return familyNames().flatMap((family) => {
    const { layout } = families[family]
    if (layout === null) return []
    return languages.flatMap((language) => {
      const path = sectionPath(family, language)
      return path === null || pagesOf(family, language).length === 0
        ? []
        : [{ family, language, path, layout }]
    })
  })
}

/** The prerendered not-found pages (shared/not-found.ts): one per language. */
export function notFoundPaths(): string[] {
  return languages.map(notFoundPathIn)
}

export function findPage(pathname: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return getRegistry().byPath.get(normalized)
}

/** The page with this id; the registry has checked every id a page links to. */
export function pageById(id: string): PageEntry {
  const page = getRegistry().byId.get(id)
  if (!page) throw new Error(`no page has the id ${id}`)
  return page
}

/** Pages of one family in one language, for indexes, routes and the sitemap. */
export function pagesOf(family: Family, language: Language): PageEntry[] {
  return getRegistry().pages.filter((page) => page.family === family && page.paths[language])
}

/** The core page of a given template in a language (there is one home page, one search page...). */
export function pageWithTemplate(template: string): PageEntry | undefined {
  return getRegistry().pages.find((page) => {
    const front = page.data.en
    return front?.type === 'page' && front.template === template
  })
}

import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import {
  families,
  familyOfDir,
  joinPath,
  languageOfPath,
  languages,
  type Family,
  type Language,
} from './families'
import { FrontmatterSchema, typesByDir, type Frontmatter } from './schema'

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

export interface Registry {
  pages: PageEntry[]
  byId: Map<string, PageEntry>
  /** Every routable path (canonical and alias) → the page and the language it is in. */
  byPath: Map<string, { page: PageEntry; language: Language }>
}

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${path.relative(process.cwd(), file)}: ${message}`)
    this.name = 'ContentError'
  }
}

export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'app/content')

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

function parseFile(file: string, dir: string): { data: Frontmatter; body: string } {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'))
  const result = FrontmatterSchema.safeParse(data)
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`)
      .join('\n')
    throw new ContentError(file, `invalid frontmatter\n${issues}`)
  }
  const allowed = typesByDir[dir] ?? []
  if (!allowed.includes(result.data.type)) {
    throw new ContentError(
      file,
      `type "${result.data.type}" does not belong in ${dir}/ (expected ${allowed.join(', ')})`,
    )
  }
  return { data: result.data, body: content }
}

/** The URL of a page in one language, from its family's section word and its slug. */
function pathFor(family: Family, name: string, language: Language, slug: string | undefined): string | null {
  const section = families[family].section[language]
  if (section === null) return null
  if (family === 'core') {
    const word = slug ?? name
    return joinPath(language, word === 'home' ? '' : word)
  }
  return joinPath(language, section, slug ?? name)
}

function build(): Registry {
  const pages = new Map<string, PageEntry>()

  for (const language of languages) {
    const root = path.join(contentRoot, language)
    for (const relative of listMarkdown(root)) {
      const file = path.join(root, relative)
      const id = relative.replace(/\.md$/, '')
      const [dir, name, ...rest] = id.split('/')
      const family = familyOfDir(dir ?? '')
      if (!family || !name || rest.length > 0) {
        throw new ContentError(
          file,
          `unknown content folder; expected one of ${Object.values(families)
            .map((f) => f.dir)
            .join(', ')}`,
        )
      }
      const { data, body } = parseFile(file, dir!)
      if (data.slug && language === 'en')
        throw new ContentError(file, 'English pages take their slug from the file name')
      if (family === 'condition' && data.slug)
        throw new ContentError(file, 'condition pages keep the English slug in Spanish')
      const needsSpanishSlug =
        language === 'es' && families[family].section.es !== families[family].section.en
      if (needsSpanishSlug && !data.slug)
        throw new ContentError(file, 'Spanish pages in this family need a `slug`')

      const pagePath = pathFor(family, name, language, data.slug)
      if (!pagePath) throw new ContentError(file, `${family} pages are English only`)

      const entry =
        pages.get(id) ??
        ({ id, family, paths: {}, aliases: [], files: {}, data: {}, body: {} } satisfies PageEntry)
      entry.paths[language] = pagePath
      entry.files[language] = file
      entry.data[language] = data
      entry.body[language] = body
      if ('aliases' in data && data.aliases.length > 0) {
        if (language !== 'en') throw new ContentError(file, 'aliases are for English pages only')
        entry.aliases = data.aliases.map((alias) =>
          alias.startsWith('/') ? alias : joinPath('en', families[family].section.en, alias),
        )
      }
      pages.set(id, entry)
    }
  }

  const byPath = new Map<string, { page: PageEntry; language: Language }>()
  const claim = (pagePath: string, page: PageEntry, language: Language) => {
    const taken = byPath.get(pagePath)
    if (taken) {
      throw new ContentError(
        page.files[language] ?? page.id,
        `path ${pagePath} is also used by ${taken.page.id}`,
      )
    }
    byPath.set(pagePath, { page, language })
  }

  for (const page of pages.values()) {
    if (!page.files.en)
      throw new ContentError(
        page.files.es!,
        'a Spanish page needs its English page (same file name under content/en)',
      )
    for (const language of languages) {
      const pagePath = page.paths[language]
      if (pagePath) claim(pagePath, page, language)
    }
    for (const alias of page.aliases) claim(alias, page, languageOfPath(alias))
  }

  for (const page of pages.values()) {
    for (const language of languages) {
      const data = page.data[language]
      if (!data) continue
      for (const related of data.related) {
        if (!pages.has(related))
          throw new ContentError(page.files[language]!, `related page "${related}" does not exist`)
      }
      if (data.type === 'page') {
        for (const card of data.cards) {
          if (!pages.has(card.link))
            throw new ContentError(page.files[language]!, `card link "${card.link}" does not exist`)
        }
      }
      if ('emergency' in data && data.emergency && !pages.has(data.emergency)) {
        throw new ContentError(page.files[language]!, `emergency page "${data.emergency}" does not exist`)
      }
    }
  }

  const sorted = [...pages.values()].sort((a, b) => a.id.localeCompare(b.id))
  return { pages: sorted, byId: pages, byPath }
}

let cached: Registry | undefined

/** The registry, built once per process (at build time, during prerendering). */
export function getRegistry(): Registry {
  cached ??= build()
  return cached
}

/** Every path to prerender: each page in each language, plus aliases. */
export function prerenderPaths(): string[] {
  return [...getRegistry().byPath.keys()].sort()
}

export function findPage(pathname: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return getRegistry().byPath.get(normalized)
}

/** Core pages, whose paths are registered as explicit routes (families use `:slug` routes). */
export function corePages(): PageEntry[] {
  return getRegistry().pages.filter((page) => page.family === 'core')
}

/** Pages of one family in one language, for indexes and the sitemap. */
export function pagesOf(family: Family, language: Language): PageEntry[] {
  return getRegistry().pages.filter((page) => page.family === family && page.paths[language])
}

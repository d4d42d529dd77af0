import path from 'node:path'
import { families, familyNames, hasSection, type Family } from '#shared/content/families'
import { listContentFiles, readContentText } from '#shared/content/files'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { languages, type Language } from '#shared/languages'
import type { DecapOption } from './decap-fields'

/**
 * What the editor's choices are made of, read from the content folder when the editor opens:
 * every page by its heading in each language (for the fields that pick a page) and the words each
 * family's pages use for their required sections (the headings a new page starts with). A file
 * that cannot be read is left out here; the build and the save check say what is wrong with it.
 */

export interface CatalogPage {
  /** "conditions/glaucoma". */
  id: string
  family: Family
  heading: Partial<Record<Language, string>>
}

export interface Catalog {
  pages: CatalogPage[]
  /** Per family and language, the heading most pages give each required section. */
  sectionHeadings: Partial<Record<Family, Record<Language, Record<string, string>>>>
}

const sectionLine = /^## (.+?)\s*\{#([a-z0-9-]+)\}\s*$/gm

export function readCatalog(root: string): Catalog {
  const pages = new Map<string, CatalogPage>()
  const headingCounts = new Map<string, Map<string, number>>()
  for (const family of familyNames()) {
    const { folder, sections } = families[family]
    for (const language of languages) {
      if (!hasSection(family, language)) continue
      const dir = path.join(root, language, folder)
      for (const name of listContentFiles(dir).files) {
        if (!name.endsWith('.md')) continue
        let front: { data: Record<string, unknown>; body: string }
        try {
          front = parseFrontmatter(readContentText(root, path.join(dir, name)), name)
        } catch {
          continue
        }
        const id = `${folder}/${name.replace(/\.md$/, '')}`
        const page = pages.get(id) ?? { id, family, heading: {} }
        const heading = front.data.heading ?? front.data.title
        if (typeof heading === 'string') page.heading[language] = heading
        pages.set(id, page)
        for (const [, words = '', section = ''] of front.body.matchAll(sectionLine)) {
          if (!(sections as readonly string[]).includes(section)) continue
          const key = `${family}|${language}|${section}`
          const counts = headingCounts.get(key) ?? new Map<string, number>()
          counts.set(words, (counts.get(words) ?? 0) + 1)
          headingCounts.set(key, counts)
        }
      }
    }
  }
  const sectionHeadings: Catalog['sectionHeadings'] = {}
  for (const [key, counts] of headingCounts) {
    const [family, language, section] = key.split('|') as [Family, Language, string]
    const common = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0]
    if (!common) continue
    const byLanguage = (sectionHeadings[family] ??= { en: {}, es: {} })
    byLanguage[language][section] = common
  }
  return { pages: [...pages.values()].sort((a, b) => a.id.localeCompare(b.id)), sectionHeadings }
}

/**
 * Each page as the editor's lists name it (browser/entry-names.ts): the entry's key in its
 * collection (`condition/stye`) and its heading in `language`, else in English.
 */
export function entryNames(catalog: Catalog, language: Language): Record<string, string> {
  return Object.fromEntries(
    catalog.pages.map((page) => [
      `${page.family}/${page.id.slice(page.id.indexOf('/') + 1)}`,
      page.heading[language] ?? page.heading.en ?? page.id,
    ]),
  )
}

/**
 * Every page as a choice of a page field or a link: its heading in `language` (or in English,
 * said to be English), then what kind of page it is.
 */
export function pageChoices(catalog: Catalog, language: Language): (DecapOption & { family: Family })[] {
  const english = language === 'es' ? ' (en inglés)' : ''
  return catalog.pages
    .map((page) => {
      const own = page.heading[language]
      const heading = own ?? `${page.heading.en ?? page.id}${english}`
      return {
        value: page.id,
        family: page.family,
        label: `${heading} · ${families[page.family].item[language]}`,
      }
    })
    .sort((a, b) => a.label.localeCompare(b.label, language))
}

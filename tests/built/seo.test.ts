import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../shared/languages'
import { buildEnv } from '#shared/build-env'
import { getRegistry, versionOf, type PageEntry } from '#shared/content/registry.server'
import { builtHtml, clientDir, pngSize, readHead, type Head } from '../e2e/built-page'
import { jsonLdProblems } from '../e2e/json-ld-expectations'
import { servedBuild } from './served'

/**
 * What search engines get, read from the build: head tags, hreflang, JSON-LD, sitemap and
 * robots.txt, checked against the page registry (not against the code that wrote them).
 */

const origin = buildEnv().SITE_ORIGIN
const url = (pagePath: string) => `${origin}${pagePath}`
const registry = getRegistry()

/** Indexable here means: a canonical path of a registered page whose content is not noindex. */
const indexable = registry.pages.flatMap((page) =>
  languages.flatMap((language) => {
    const front = page.data[language]
    if (!front || (front.type === 'page' && front.noindex)) return []
    return [{ page, language, path: page.paths[language]! }]
  }),
)
const heads = new Map<string, Head>(
  indexable.map(({ path: pagePath }) => [pagePath, readHead(builtHtml(pagePath))]),
)

const get = servedBuild()

describe('head of every indexable page', () => {
  it('has a unique title and description, and a canonical link to itself', () => {
    expect(indexable.length).toBeGreaterThanOrEqual(400)
    for (const language of languages) {
      const own = indexable
        .filter((entry) => entry.language === language)
        .map(({ path: pagePath }) => heads.get(pagePath)!)
      for (const field of ['title', 'description'] as const) {
        const values = own.map((head) => head[field])
        expect(
          values.every((value) => (value ?? '').length >= 10),
          `${language} ${field}s`,
        ).toBe(true)
        expect(new Set(values).size, `${language} ${field}s are unique`).toBe(values.length)
      }
    }
    for (const { path: pagePath } of indexable) {
      const head = heads.get(pagePath)!
      expect(head.canonical, pagePath).toBe(url(pagePath))
      expect(head.robots, pagePath).toBeUndefined()
    }
  })

  it('lists en, es and x-default for every language pair, reciprocally, and nothing for single pages', () => {
    for (const { page, path: pagePath } of indexable) {
      const { alternates } = heads.get(pagePath)!
      if (page.paths.en && page.paths.es) {
        expect(alternates, pagePath).toEqual({
          en: url(page.paths.en),
          es: url(page.paths.es),
          'x-default': url(page.paths.en),
        })
      } else {
        expect(alternates, pagePath).toEqual({})
      }
      for (const [hreflang, href] of Object.entries(alternates)) {
        if (hreflang === 'x-default') continue
        const other = heads.get(new URL(href).pathname)
        expect(other, `${pagePath} lists ${href}, which must be an indexable page`).toBeDefined()
        expect(Object.values(other!.alternates), `${href} must list ${pagePath} back`).toContain(
          url(pagePath),
        )
      }
    }
  })

  it('shares a 1200×630 family image with its size and text alternative', () => {
    const checked = new Set<string>()
    for (const { path: pagePath, language } of indexable) {
      const { social } = heads.get(pagePath)!
      expect(social['og:title'], pagePath).toBeTruthy()
      expect(social['og:url'], pagePath).toBe(url(pagePath))
      expect(social['twitter:card'], pagePath).toBe('summary_large_image')
      expect([social['og:image:width'], social['og:image:height']], pagePath).toEqual(['1200', '630'])
      expect(social['og:image:alt'], pagePath).toMatch(/^Solana Vision Care: ./)
      const image = new URL(social['og:image']!).pathname
      expect(image, pagePath).toMatch(
        language === 'es' && !/\/(laser|provider)-en\.png$/.test(image) ? /-es\.png$/ : /-en\.png$/,
      )
      if (checked.has(image)) continue
      checked.add(image)
      expect(pngSize(fs.readFileSync(path.join(clientDir, image)))).toEqual({ width: 1200, height: 630 })
    }
    expect(checked.size).toBeGreaterThanOrEqual(10)
  })

  it('carries valid JSON-LD of the expected types for its family', () => {
    const failures = indexable.flatMap(({ page, language, path: pagePath }) =>
      jsonLdProblems(heads.get(pagePath)!.jsonLd, page, language, url(pagePath), registry.team).map(
        (problem) => `${pagePath}: ${problem}`,
      ),
    )
    expect(failures.slice(0, 20)).toEqual([])
    // Nearly every condition page lists its symptoms and treatments; a few say there are none.
    const conditions = indexable.filter(({ page }) => page.family === 'condition')
    const complete = conditions.filter(({ path: pagePath }) => {
      const graph = (heads.get(pagePath)!.jsonLd[0] as { '@graph': Record<string, unknown[]>[] })['@graph']
      const condition = graph.find((node) => (node['@type'] as unknown) === 'MedicalCondition')
      return (condition?.signOrSymptom?.length ?? 0) >= 2 && (condition?.possibleTreatment?.length ?? 0) >= 2
    })
    expect(complete.length / conditions.length).toBeGreaterThan(0.9)
  })

  it('noindex pages say so and carry no structured data', () => {
    const noindex = registry.pages.flatMap((page) =>
      languages.flatMap((language) => {
        const front = page.data[language]
        return front?.type === 'page' && front.noindex ? [page.paths[language]!] : []
      }),
    )
    expect(noindex).toEqual(expect.arrayContaining(['/search', '/es/search', '/message-sent']))
    for (const pagePath of [...noindex, '/404', '/es/404']) {
      const head = readHead(builtHtml(pagePath))
      expect(head.robots, pagePath).toContain('noindex')
      expect(head.jsonLd, pagePath).toEqual([])
    }
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the indexable pages, with lastmod and their alternates', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/xml/)
    const xml = await response.text()
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!)
    const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)![1]!)
    expect([...locs].sort()).toEqual(indexable.map(({ path: pagePath }) => url(pagePath)).sort())
    const aliases = registry.pages.flatMap((page) => page.aliases.map(url))
    expect(locs.filter((loc) => aliases.includes(loc))).toEqual([])

    const byPath = new Map<string, { page: PageEntry; language: Language }>(
      indexable.map((entry) => [entry.path, entry]),
    )
    for (const entry of entries) {
      const loc = entry.match(/<loc>([^<]+)<\/loc>/)![1]!
      const { page, language } = byPath.get(new URL(loc).pathname)!
      expect(entry, loc).toContain(`<lastmod>${versionOf(page, language)!.data.updated}</lastmod>`)
      const links = Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, href],
        ),
      )
      expect(links, loc).toEqual(heads.get(new URL(loc).pathname)!.alternates)
    }
  })

  it('robots.txt keeps crawlers out of /admin and /api and points to the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/api\/$/m)
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})

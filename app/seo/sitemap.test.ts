import { describe, expect, it } from 'vitest'
import { getRegistry } from '#shared/content/registry.server'
import { indexablePages } from './indexable.server'
import { alternatesOf, robotsTxt, sitemapXml } from './sitemap'

const origin = 'https://eyes.example'

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [
      {
        paths: { en: '/conditions/dry-eye', es: '/es/conditions/dry-eye' },
        lastmod: { en: '2026-11-01', es: '2026-10-15' },
      },
      { paths: { en: '/laser-treatments/lasik' }, lastmod: { en: '2026-09-30' } },
      { paths: { en: '/' }, lastmod: {} },
    ],
    origin,
  )
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!)

  it('lists one <url> per language version, with its own lastmod', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    expect(urls.map((url) => url.match(/<loc>(.*)<\/loc>/)?.[1])).toEqual([
      'https://eyes.example/conditions/dry-eye',
      'https://eyes.example/es/conditions/dry-eye',
      'https://eyes.example/laser-treatments/lasik',
      'https://eyes.example/',
    ])
    expect(urls[1]).toContain('<lastmod>2026-10-15</lastmod>')
    expect(urls[3]).not.toContain('<lastmod>')
  })

  it('gives both versions of a pair the same en, es and x-default alternates, and single pages none', () => {
    for (const url of urls.slice(0, 2)) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://eyes.example/conditions/dry-eye"/>',
      )
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://eyes.example/es/conditions/dry-eye"/>',
      )
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://eyes.example/conditions/dry-eye"/>',
      )
    }
    expect(urls[2]).not.toContain('xhtml:link')
    expect(alternatesOf({ en: '/a' })).toEqual([])
  })

  it('escapes XML in URLs', () => {
    expect(sitemapXml([{ paths: { en: '/a&b' }, lastmod: {} }], origin)).toContain(
      '<loc>https://eyes.example/a&amp;b</loc>',
    )
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and the API and names the sitemap', () => {
    const robots = robotsTxt(`${origin}/`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/api\/$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/eyes\.example\/sitemap\.xml$/m)
  })
})

describe('indexablePages (the registry as the sitemap sees it)', () => {
  const pages = indexablePages()
  const paths = pages.flatMap((page) => Object.values(page.paths))
  const registry = getRegistry()

  it('has every canonical path of every page not marked noindex', () => {
    expect(paths.length).toBeGreaterThanOrEqual(400)
    for (const page of registry.pages) {
      for (const [language, front] of Object.entries(page.data)) {
        const path = page.paths[language as 'en' | 'es']!
        const noindex = front.type === 'page' && front.noindex
        expect(paths.includes(path), path).toBe(!noindex)
      }
    }
  })

  it('leaves out aliases and noindex pages', () => {
    const aliases = registry.pages.flatMap((page) => page.aliases)
    expect(aliases.length).toBeGreaterThan(0)
    expect(paths.filter((path) => aliases.includes(path))).toEqual([])
    expect(paths).not.toContain('/message-sent')
    expect(paths).not.toContain('/search')
    expect(new Set(paths).size).toBe(paths.length)
  })
})

import type { Language } from '#shared/languages'
import { absoluteUrl } from './urls'
import { escapeXml } from './xml'

/**
 * sitemap.xml and robots.txt, built from the list of indexable pages (see indexable.server.ts).
 * A page in both languages gets one <url> per language, each listing both as xhtml:link
 * alternates plus x-default (English), exactly as the pages' own hreflang links do.
 */

export interface SitemapPage {
  /** Path of each indexable language version. */
  paths: Partial<Record<Language, string>>
  /** `updated` of each language version, YYYY-MM-DD. */
  lastmod: Partial<Record<Language, string>>
}

/** The hreflang set of a page: both languages and x-default, or nothing for a single language. */
export function alternatesOf(paths: Partial<Record<Language, string>>): { hreflang: string; path: string }[] {
  if (!paths.en || !paths.es) return []
  return [
    { hreflang: 'en', path: paths.en },
    { hreflang: 'es', path: paths.es },
    { hreflang: 'x-default', path: paths.en },
  ]
}

export function sitemapXml(pages: SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) => {
    const alternates = alternatesOf(page.paths).map(
      ({ hreflang, path }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
    )
    return (Object.entries(page.paths) as [Language, string][]).map(([language, path]) => {
      const lastmod = page.lastmod[language]
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(origin, path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n')
    })
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Crawlers may read every page but the admin area and the API; the sitemap is announced here. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

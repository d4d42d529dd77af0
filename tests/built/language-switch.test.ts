import { describe, expect, it } from 'vitest'
import { cameFrom } from '../../app/features/i18n/came-from'
import { getRegistry } from '#shared/content/registry.server'
import { languages, type Language } from '../../shared/languages'
import { locales } from '../../shared/locales'
import { decode } from '../e2e/built-page'
import { servedBuild } from './served'

/**
 * Where the language switch of every page leads, as served before any script runs (the link is
 * the same after hydration: shell.test.ts, emergency.test.ts and search-language.test.ts follow
 * it in a browser on a page of each kind, and see the notice the page it leads to shows).
 */
const get = servedBuild()

const englishOnly = getRegistry()
  .pages.filter((page) => page.paths.en && !page.paths.es)
  .map((page) => page.paths.en!)

/** Attributes of the page's language switches (`data-testid="language-switcher"`). */
function switches(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\s([^>]*\bdata-testid="language-switcher"[^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        decode(value!),
      ]),
    ),
  )
}

/**
 * What is wrong with the switches of the English-only page at `path`: each must say in Spanish
 * that the page is only in English and lead to a Spanish page of the site (never the home page),
 * with `?from=` naming this page as the notice there reads it.
 */
function switchProblems(path: string, html: string): { problems: string[]; targets: string[] } {
  const found = switches(html)
  if (found.length === 0) return { problems: ['no language switch'], targets: [] }
  const problems: string[] = []
  const targets: string[] = []
  for (const { href = '', hreflang, 'aria-label': label } of found) {
    if (label !== locales.en['language.closestLabel']) problems.push(`named "${label}"`)
    if (hreflang !== 'es') problems.push(`hreflang ${hreflang}`)
    const target = new URL(href, 'http://site')
    const known = getRegistry().byPath.get(target.pathname)
    if (!known || known.language !== 'es') problems.push(`leads to ${href}, not a Spanish page`)
    else if (known.page.id === 'pages/home') problems.push(`leads to the Spanish home page`)
    if (cameFrom(target.search, 'es') !== path) problems.push(`leads to ${href}, without ?from=${path}`)
    targets.push(`${target.pathname}${target.search}`)
  }
  return { problems, targets }
}

describe('the language switch of a page only in English', () => {
  it('leads every such page to the closest Spanish help, which says the page is only in English', async () => {
    expect(englishOnly.length).toBeGreaterThanOrEqual(50)
    const problems: string[] = []
    const notices = new Map<string, string>()
    for (const path of englishOnly) {
      const response = await get(path)
      if (response.status !== 200) problems.push(`${path}: ${response.status}`)
      const found = switchProblems(path, await response.text())
      problems.push(...found.problems.map((problem) => `${path}: ${problem}`))
      for (const target of found.targets) {
        const html = await (await get(target)).text()
        if (!html.includes('<html lang="es"')) problems.push(`${path}: ${target} is not served in Spanish`)
        // The notice there (hidden until its island reads ?from=) carries the Spanish words.
        const notice = html.match(/<aside [^>]*data-testid="language-notice"[^>]*>/)?.[0]
        notices.set(target, decode(notice ?? ''))
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
    for (const [target, notice] of notices) {
      expect(notice, target).toContain(locales.es['language.fromOtherText'])
      expect(notice, target).toContain(locales.es['language.fromOtherLink'])
    }
    expect(locales.es['language.fromOtherText']).toContain('solo está en inglés')
  })

  it('finds a switch that leads home, to no page, or forgets where it came from', () => {
    const page = '/laser-treatments/premium-lasik'
    const link = (href: string, label = locales.en['language.closestLabel']) =>
      `<a href="${href}" hrefLang="es" aria-label="${label}" data-testid="language-switcher">Español</a>`
    const problems = (html: string) => switchProblems(page, html).problems
    expect(problems(link(`/es/conditions/lasik?from=${encodeURIComponent(page)}`))).toEqual([])
    expect(problems(link(`/es/conditions/lasik?from=${page}`))).toEqual([])
    expect(problems('<p>no switch</p>')).toEqual(['no language switch'])
    expect(problems(link(`/es?from=${page}`))).toEqual(['leads to the Spanish home page'])
    expect(problems(link(`/es/conditions/no-such?from=${page}`))).toEqual([
      `leads to /es/conditions/no-such?from=${page}, not a Spanish page`,
    ])
    expect(problems(link('/es/conditions/lasik'))).toEqual([
      `leads to /es/conditions/lasik, without ?from=${page}`,
    ])
    expect(problems(link(`/conditions/lasik?from=${page}`))[0]).toMatch(/not a Spanish page/)
    expect(problems(link(`/es/conditions/lasik?from=${page}`, 'Español'))).toEqual(['named "Español"'])
  })
})

/** What is wrong with the switches of a page in `language` whose counterpart is at `counterpart`. */
function counterpartProblems(html: string, counterpart: string, language: Language): string[] {
  const found = switches(html)
  if (found.length === 0) return ['no language switch']
  const other = language === 'en' ? 'es' : 'en'
  return found
    .filter(
      ({ href, hreflang, 'aria-label': label }) =>
        href !== counterpart || hreflang !== other || label !== locales[language]['language.switchToLabel'],
    )
    .map(({ href, hreflang, 'aria-label': label }) => `leads to ${href} (${hreflang}), named "${label}"`)
}

describe('the language switch of a page in both languages', () => {
  it('leads to its counterpart, Spanish slugs and all, and back', async () => {
    const pairs = getRegistry().pages.filter((page) => page.paths.en && page.paths.es)
    expect(pairs.length).toBeGreaterThanOrEqual(200)
    expect(pairs.filter((page) => page.paths.es !== `/es${page.paths.en}`).length).toBeGreaterThanOrEqual(40)
    const problems: string[] = []
    for (const page of pairs) {
      for (const language of languages) {
        const path = page.paths[language]!
        const html = await (await get(path)).text()
        const other = language === 'en' ? 'es' : 'en'
        problems.push(
          ...counterpartProblems(html, page.paths[other]!, language).map((line) => `${path}: ${line}`),
        )
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('finds a switch that leads elsewhere or says the wrong thing', () => {
    const link = (href: string, label = locales.en['language.switchToLabel'], hreflang = 'es') =>
      `<a href="${href}" hrefLang="${hreflang}" aria-label="${label}" data-testid="language-switcher">Español</a>`
    const slug = '/es/emergencia/quemadura-quimica'
    expect(counterpartProblems(link(slug), slug, 'en')).toEqual([])
    expect(counterpartProblems('<p></p>', slug, 'en')).toEqual(['no language switch'])
    expect(counterpartProblems(link('/es/emergency/chemical-burn'), slug, 'en')).toEqual([
      'leads to /es/emergency/chemical-burn (es), named "Ver esta página en español"',
    ])
    expect(counterpartProblems(link(slug, 'Español'), slug, 'en')).toHaveLength(1)
    expect(counterpartProblems(link(slug, undefined, 'en'), slug, 'en')).toHaveLength(1)
  })
})

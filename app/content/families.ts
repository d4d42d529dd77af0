/**
 * Page families: where each kind of page lives on disk and in the URL, in each language.
 * The section words are the only place URL prefixes are spelled; routes, the registry,
 * the language switcher, hreflang and the sitemap all derive paths from here.
 */

export const languages = ['en', 'es'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

export type Family =
  'core' | 'condition' | 'laser' | 'keratoconus' | 'emergency' | 'insurance' | 'provider' | 'location'

interface FamilyDefinition {
  /** Folder under content/{lang}/, also the first part of every page id. */
  dir: string
  /** URL section in each language; `null` when the family is English only. */
  section: { en: string; es: string | null }
}

export const families = {
  core: { dir: 'pages', section: { en: '', es: '' } },
  condition: { dir: 'conditions', section: { en: 'conditions', es: 'conditions' } },
  laser: { dir: 'laser-treatments', section: { en: 'laser-treatments', es: null } },
  keratoconus: { dir: 'keratoconus', section: { en: 'keratoconus', es: 'queratocono' } },
  emergency: { dir: 'emergency', section: { en: 'emergency', es: 'emergencia' } },
  insurance: { dir: 'insurance', section: { en: 'insurance', es: 'insurance' } },
  provider: { dir: 'provider-relations', section: { en: 'provider-relations', es: null } },
  location: { dir: 'locations', section: { en: 'locations', es: 'locations' } },
} as const satisfies Record<Family, FamilyDefinition>

export function familyOfDir(dir: string): Family | undefined {
  return (Object.keys(families) as Family[]).find((family) => families[family].dir === dir)
}

/** `/es` prefix for Spanish, nothing for English. */
export function languagePrefix(language: Language): string {
  return language === 'es' ? '/es' : ''
}

/** The language a path is in: `/es` and `/es/...` are Spanish, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** Joins a language prefix, a section and a slug into a path without a trailing slash. */
export function joinPath(language: Language, ...parts: string[]): string {
  const path = [languagePrefix(language), ...parts.filter(Boolean)].join('/').replace(/\/+/g, '/')
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
}

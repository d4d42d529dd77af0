/**
 * The site's languages and how a URL says which one a page is in. English pages live at the root,
 * Spanish ones under `/es`. Nothing else in the project decides a page's language: the root
 * route's loader reads it from here, and components read it from the root loader.
 */

export const languages = ['en', 'es'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** The language a path is in: `/es` and `/es/...` are Spanish, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** `/es` prefix for Spanish, nothing for English. */
export function languagePrefix(language: Language): string {
  return language === 'es' ? '/es' : ''
}

/** Joins a language prefix, a section and a slug into a path without a trailing slash. */
export function joinPath(language: Language, ...parts: string[]): string {
  const path = [languagePrefix(language), ...parts.filter(Boolean)].join('/').replace(/\/+/g, '/')
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
}

/** The same path with the other language's prefix, for paths no page claims: /about ⇄ /es/about. */
export function prefixedPath(pathname: string, target: Language): string {
  const bare = languageOfPath(pathname) === 'es' ? pathname.replace(/^\/es(?=\/|$)/, '') || '/' : pathname
  if (target === 'en') return bare
  return bare === '/' ? '/es' : `/es${bare}`
}

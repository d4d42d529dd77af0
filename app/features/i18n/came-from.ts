import { languageOfPath, type Language } from '#shared/languages'

/** The query parameter that tells a page which page of the other language the reader came from. */
export const FROM_PARAM = 'from'

/** `path` with the page a reader leaves in `?from=`, so the page there can say why they came. */
export function withFrom(path: string, from: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${FROM_PARAM}=${encodeURIComponent(from)}`
}

/**
 * The page a reader came from in `?from=`, when it is a path of the site in the other language;
 * anything else (another site, a script, this language) is ignored.
 */
export function cameFrom(search: string, language: Language): string | null {
  const from = new URLSearchParams(search).get(FROM_PARAM)
  if (!from || !/^\/(?!\/)[\w\-/]*$/.test(from)) return null
  return languageOfPath(from) === language ? null : from
}

import { joinPath, languageOfPath } from './languages'

/**
 * Where the prerendered not-found documents live and which one answers an unknown path.
 *
 * A document hydrates only if the browser matches the same routes it was rendered with. An
 * unknown path inside a section (`/conditions/typo`) matches that section's `:slug` route in the
 * browser, not the catch-all: it needs a not-found document made by that route, prerendered at
 * `<section>/404`. Any other unknown path matches the catch-all of its language, prerendered at
 * `/404` and `/es/404`. The build writes them (react-router.config.ts), the server picks one.
 */

/** Last segment of every not-found document's path. */
export const NOT_FOUND_SEGMENT = '404'

/** The not-found document of a folder: `/` → `/404`, `/es/conditions` → `/es/conditions/404`. */
export function notFoundPathIn(folder: string): string {
  return `${folder.replace(/\/+$/, '')}/${NOT_FOUND_SEGMENT}`
}

/** Whether a path is one of the not-found documents themselves. */
export function isNotFoundPath(pathname: string): boolean {
  return pathname.split('/').at(-1) === NOT_FOUND_SEGMENT
}

/**
 * The documents that may answer an unknown path, in order of preference: the one beside it (its
 * section's, when the section has a `:slug` route and so a document of its own), then its
 * language's. `/es/conditions/x` → `/es/conditions/404`, `/es/404`.
 */
export function notFoundCandidates(pathname: string): string[] {
  const folder = pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '')
  const language = notFoundPathIn(joinPath(languageOfPath(pathname), ''))
  const beside = notFoundPathIn(folder || '/')
  // `/es` has no folder of its own in Spanish: its neighbour would be the English document.
  if (beside === language || languageOfPath(beside) !== languageOfPath(pathname)) return [language]
  return [beside, language]
}

import { joinPath, languageOfPath } from './languages'

/**
 * Where the prerendered not-found pages live and which one answers an unknown path: one page per
 * language, `/404` and `/es/404`. The build writes them (react-router.config.ts), the server
 * sends the one of the path's language with status 404.
 */

/** Last segment of every not-found page's path. */
export const NOT_FOUND_SEGMENT = '404'

/** Whether a path is one of the not-found pages themselves. */
export function isNotFoundPath(pathname: string): boolean {
  return pathname.split('/').at(-1) === NOT_FOUND_SEGMENT
}

/** The not-found page of a language. */
export const notFoundPathIn = (language: Parameters<typeof joinPath>[0]) =>
  joinPath(language, NOT_FOUND_SEGMENT)

/** The not-found page that answers an unknown path: `/conditions/typo` → `/404`, `/es/x` → `/es/404`. */
export function notFoundPathOf(pathname: string): string {
  return notFoundPathIn(languageOfPath(pathname))
}

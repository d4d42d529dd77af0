import { languages, type Language } from '#shared/languages'
import { mentions, redFlags } from '#shared/content/red-flag-words'
import { parseQuery, sameForm } from './query'

/**
 * Danger first. A query that names a red-flag symptom (the content rules' own words, in either
 * language: "curtain", "cortina", "chemical", "pérdida repentina"...) or one of an emergency
 * page's own search terms in full ("flashes", "destellos") puts that emergency page above
 * everything else, whatever the ranking says.
 */

/**
 * A query on this site is about the eye: "chemical" means a chemical in the eye, which the rule
 * for prose asks to be said ("the chemicals released in an allergy" are not an emergency).
 */
const aboutTheEye: Record<Language, string> = { en: 'in the eye', es: 'en el ojo' }

/** The emergency pages (ids) whose red-flag symptom the query names, in either language. */
export function redFlagPages(query: string): string[] {
  const named = redFlags.filter((flag) =>
    languages.some((language) => mentions(flag, `${query} ${aboutTheEye[language]}`, language)),
  )
  return [...new Set(named.map((flag) => flag.emergencyPage))]
}

/** Whether the query contains every word of one of a page's search terms ("new floaters" in "new floaters today"). */
export function namesTerm(queryWords: string[], terms: string[]): boolean {
  return terms.some((term) => {
    const { words } = parseQuery(term)
    return words.length > 0 && words.every((word) => queryWords.some((typed) => sameForm(typed, word)))
  })
}

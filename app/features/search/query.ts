import type { Language } from '#shared/languages'

/**
 * What a visitor typed, as site search reads it: the words that can match a page, and what the
 * small words and the accents say about its language. Pagefind matches every word it finds in a
 * page (and a word it cannot find by its longest known beginning), so "my" in "curtain over my
 * vision" would pull in "myopia": words that carry no topic are set aside before searching.
 */

/** Words that carry no topic, each a hint of the language it belongs to. Short on purpose. */
const stopwords: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an and are at be but by can do does for from has have how i if in is it its me my no not of on or our so that the their there this to was what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  es: new Set(
    'al como cómo con cual cuál cuando cuándo de del donde dónde el en es esta está este hay la las le les lo los me mi mis muy no o para pero por que qué se si sin son su sus te tengo tiene tu un una uno unos unas y ya'.split(
      ' ',
    ),
  ),
}

/** Letters only Spanish uses among the two languages. */
const spanishLetters = /[áéíóúñü¿¡]/i

export interface ParsedQuery {
  /** The words to search for, lower case, as typed otherwise (accents kept). */
  words: string[]
  /** How many small words or Spanish letters point to each language. */
  hints: Record<Language, number>
}

/** Lower case, without accents: how Pagefind compares words, and how we compare them too. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function parseQuery(query: string): ParsedQuery {
  const hints: Record<Language, number> = { en: 0, es: 0 }
  const words: string[] = []
  for (const raw of query.toLowerCase().split(/[\s\-/]+/)) {
    if (spanishLetters.test(raw)) hints.es++
    const word = raw.replace(/[^\p{L}\p{N}]/gu, '')
    const small = { en: stopwords.en.has(word), es: stopwords.es.has(word) }
    // "me" and "no" are small words in both languages: set aside, no hint.
    if (small.en !== small.es) hints[small.en ? 'en' : 'es']++
    if (small.en || small.es) continue
    // One letter matches half the site and means nothing on its own.
    if (word.length >= 2 && !words.includes(word)) words.push(word)
  }
  return { words, hints }
}

/**
 * Whether a word found on a page is the word that was searched for: it begins with it (Pagefind
 * finds "curtains" for "curtain", "destellos" for "destello"), or they share a beginning long
 * enough to be one word's forms ("retinopathies", "retinopathy"). Not when only a letter or
 * three are shared: for a word it does not know, Pagefind falls back to the longest word it
 * knows that the query begins with ("x" for "xqzv", "los" for "loss"), and that is no match.
 */
export function sameWord(query: string, found: string): boolean {
  const a = fold(query)
  const b = fold(found).replace(/[^\p{L}\p{N}]/gu, '')
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++
  return shared >= Math.min(4, a.length)
}

/**
 * Whether two words are one word, give or take an ending of up to two letters and accents
 * ("cataratas", "catarata"; "párpado", "parpados"): stricter than sameWord, for telling what a
 * query names ("lasix" is not "lasik").
 */
export function sameForm(a: string, b: string): boolean {
  const [short, long] = [fold(a), fold(b)].sort((x, y) => x.length - y.length) as [string, string]
  return long.startsWith(short) && long.length - short.length <= 2
}

/** Whether two lists of words are the same words, in any order and form ("cirugía de cataratas", "cirugia catarata"). */
export function sameWords(a: string[], b: string[]): boolean {
  const covers = (from: string[], to: string[]) =>
    to.every((word) => from.some((other) => sameForm(word, other)))
  return a.length > 0 && covers(a, b) && covers(b, a)
}

/** Where a word was found in one language's index: in the text or title, only in the search terms, or not at all. */
export type Evidence = 'text' | 'terms' | null

/**
 * The language a query is in: the words found in the text of one language's pages and not the
 * other's ("cortina", "precio"), then the small words and accents; when nothing tells them apart
 * ("lasik", "glaucoma"), the language of the page the visitor is reading.
 */
export function queryLanguage(
  evidence: Record<Language, Evidence>[],
  hints: Record<Language, number>,
  pageLanguage: Language,
): Language {
  const score = { ...hints }
  for (const word of evidence) {
    if (word.en === 'text' && word.es !== 'text') score.en++
    if (word.es === 'text' && word.en !== 'text') score.es++
  }
  if (score.en === score.es) return pageLanguage
  return score.es > score.en ? 'es' : 'en'
}

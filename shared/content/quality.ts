import type { Language } from '#shared/languages'

/**
 * Editorial measures of rendered text: length, language purity and reading level. The family
 * table says which apply to a family (`quality`); the thresholds follow CONTENT.md.
 */

/**
 * Reading level of patient pages: Flesch–Kincaid grade for English (lower is easier),
 * Fernández-Huerta ease for Spanish (higher is easier). Each family must meet the average;
 * no single page may stray past the page limit.
 */
export const readingTargets = { en: { average: 8, page: 11 }, es: { average: 65, page: 50 } } as const

/**
 * The most a page's Markdown text may hold: about 3,000 words, more than any page needs; a longer
 * text is two pages. The content editor says so before it is saved.
 */
export const MAX_BODY_CHARACTERS = 20_000

/** A sentence longer than this many words is hard to follow (CONTENT.md): the first thing to shorten. */
export const LONG_SENTENCE_WORDS = 25

/** Whether a reading-level score is on the easy side of a limit, in the language's own scale. */
export function easyEnough(score: number, limit: number, language: Language): boolean {
  return language === 'en' ? score <= limit : score >= limit
}

export function textOfHtml(html: string): string {
  return (
    html
      // A list item, heading or cell ends a sentence even without a period (reading level).
      .replace(/<\/(p|li|h[1-6]|td|th|dt|dd)>/g, '. ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#?\w+;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
}

/**
 * English function words that never occur in Spanish prose. A Spanish sentence carrying three
 * or more of them is English text left behind (brand names and "LipiFlow" do not trip it).
 */
const englishOnly = new Set([
  'the',
  'and',
  'your',
  'with',
  'you',
  'this',
  'that',
  'are',
  'what',
  'when',
  'should',
  'will',
  'have',
  'from',
  'our',
  'can',
  'which',
  'they',
  'their',
  'about',
  'does',
  'how',
  'it',
  'is',
  'of',
  'to',
  'for',
  'or',
  'be',
  'if',
  'eye',
  'eyes',
  'vision',
])

export function englishSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => {
    const words = new Set(sentence.toLowerCase().match(/[a-z']+/g) ?? [])
    let hits = 0
    for (const word of words) if (englishOnly.has(word)) hits++
    return hits >= 3
  })
}

function syllables(word: string, language: Language): number {
  const groups = word.toLowerCase().match(language === 'es' ? /[aeiouáéíóúü]+/g : /[aeiouy]+/g)
  let count = groups?.length ?? 1
  if (language === 'en' && /[^aeiou]e$/.test(word) && count > 1) count--
  return Math.max(1, count)
}

/** The sentences of a text, as the reading level counts them. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim())

/**
 * The `count` longest sentences of `text` that are over LONG_SENTENCE_WORDS words, longest first:
 * what to shorten when a page reads too hard.
 */
export function longSentences(text: string, count: number): string[] {
  return sentencesOf(text)
    .map((sentence) => ({ sentence: sentence.trim(), words: countWords(sentence) }))
    .filter(({ words }) => words > LONG_SENTENCE_WORDS)
    .sort((a, b) => b.words - a.words)
    .slice(0, count)
    .map(({ sentence }) => sentence)
}

/** Flesch–Kincaid grade (English) or Fernández-Huerta ease (Spanish). */
export function readability(text: string, language: Language): number {
  const sentences = Math.max(1, text.split(/[.!?]+\s/).filter((s) => s.trim()).length)
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w))
  const syllableCount = words.reduce((sum, word) => sum + syllables(word, language), 0)
  const perWord = syllableCount / Math.max(1, words.length)
  const perSentence = words.length / sentences
  return language === 'es'
    ? 206.84 - 60 * perWord - 1.02 * perSentence
    : 0.39 * perSentence + 11.8 * perWord - 15.59
}

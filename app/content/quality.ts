import type { Language } from './families'
import type { PageType } from './schema'

/**
 * Editorial checks on rendered text: length, language purity and reading level.
 * They run in the test suite over every page; the thresholds follow CONTENT.md.
 */

/** Minimum words of body text (summary, body and FAQ) per page type. */
export const minimumWords: Partial<Record<PageType, number>> = {
  condition: 350,
  treatment: 350,
  insurance: 350,
  provider: 350,
  emergency: 300,
  location: 250,
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

/**
 * A result's snippet: the passage where the searched words are densest, begun at the start of its
 * sentence, with the matched words marked. Made from the page's indexed text and the word
 * positions Pagefind reports, as parts rendered as React text, never as HTML, so nothing in an
 * index can inject markup. Pagefind's own excerpt is a window of words that begins mid-sentence.
 */
export interface ExcerptPart {
  text: string
  marked: boolean
}

export interface MatchedWord {
  /** Position in the text, counted in words as Pagefind counts them. */
  location: number
  /** How much the match counts (Pagefind's balanced score: a heading's words count more). */
  score: number
}

/** Pagefind's word separator: any whitespace but the byte-order mark. */
const separator = /[^\S\uFEFF]+/
/** A word that ends a sentence; Pagefind also ends each heading and block with a period. */
const sentenceEnd = /[.!?:]["”»)]*$/
const ELLIPSIS = '…'

export interface ExcerptOptions {
  /** Words in the snippet. */
  length?: number
  /** The page's title, skipped when the text begins with it: the result shows it already. */
  title?: string
  /** How far back a sentence's start is looked for before the snippet begins mid-sentence. */
  lookBack?: number
}

/**
 * Where the window of `length` words with the highest sum of match scores begins; of several
 * equal windows, the middle one, so the match sits in the middle (Pagefind's own rule).
 */
function densestStart(matches: MatchedWord[], length: number, from: number): number {
  const scores: number[] = []
  for (const { location, score } of matches)
    if (location >= from) scores[location] = (scores[location] ?? 0) + score
  if (scores.length === 0) return from
  // A sliding window: add the word entering it, drop the one leaving it.
  let sum = 0
  for (let index = from; index < from + length && index < scores.length; index++) sum += scores[index] ?? 0
  let best = [from]
  let bestSum = sum
  for (let start = from + 1; start < scores.length; start++) {
    sum += (scores[start + length - 1] ?? 0) - (scores[start - 1] ?? 0)
    if (sum > bestSum) [best, bestSum] = [[start], sum]
    else if (sum === bestSum && best.at(-1) === start - 1) best.push(start)
  }
  return best[Math.floor(best.length / 2)] ?? from
}

export function sentenceExcerpt(content: string, matches: MatchedWord[], options: ExcerptOptions = {}) {
  const { length = 28, title, lookBack = 40 } = options
  const words = content.split(separator)
  const titleWords = title ? title.split(separator).length : 0
  const fold = (text: string) => text.toLowerCase().replace(/[.!?:]+$/, '')
  const skip =
    titleWords > 0 && fold(words.slice(0, titleWords).join(' ')) === fold(title ?? '') ? titleWords : 0

  // Back to the start of the sentence: a word after a sentence's end (or the text's start) that
  // begins with a capital; a list item's lower-case start will do when there is none near, and
  // its first letter is raised. Further back than `lookBack`, the snippet begins mid-sentence.
  const atBoundary = (index: number) => index === skip || sentenceEnd.test(words[index - 1] ?? '')
  const capitalized = (index: number) => /^[¿¡"“«(]?[\p{Lu}\d]/u.test(words[index] ?? '')
  const densest = densestStart(matches, length, skip)
  let sentence = -1
  let item = -1
  for (let index = densest; index >= Math.max(skip, densest - lookBack); index--) {
    if (!atBoundary(index)) continue
    if (item < 0) item = index
    if (capitalized(index)) {
      sentence = index
      break
    }
  }
  const start = sentence >= 0 ? sentence : item >= 0 ? item : densest
  const midSentence = sentence < 0 && item < 0
  if (sentence < 0 && item >= 0)
    words[item] = (words[item] ?? '').replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
  // From a sentence start further back than the window reached, still show the first match and what follows it.
  const firstMatch = Math.min(
    ...matches.map((match) => match.location).filter((location) => location >= start),
  )
  const end = Math.min(
    words.length,
    Math.max(start + length, Number.isFinite(firstMatch) ? firstMatch + 6 : 0),
  )

  const marked = new Set(matches.map((match) => match.location))
  const parts: ExcerptPart[] = []
  const push = (text: string, isMarked: boolean) => {
    const last = parts.at(-1)
    if (last && last.marked === isMarked && !isMarked) last.text += text
    else parts.push({ text, marked: isMarked })
  }
  if (midSentence) push(`${ELLIPSIS} `, false)
  for (let index = start; index < end; index++) {
    if (index > start) push(' ', false)
    push(words[index] ?? '', marked.has(index))
  }
  if (end < words.length) push(` ${ELLIPSIS}`, false)
  return parts.filter((part) => part.text.length > 0)
}

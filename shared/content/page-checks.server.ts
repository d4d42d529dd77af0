import type { Language } from '#shared/languages'
import type { ProblemKind } from './content-error'
import { crossLanguageLinkProblems } from './cross-language-links.server'
import { families } from './families'
import {
  countWords,
  easyEnough,
  englishSentences,
  longSentences,
  MAX_BODY_CHARACTERS,
  readability,
  readingTargets,
  textOfHtml,
} from './quality'
import { redFlagFindings } from './red-flags'
import { ContentError, shownIn, type PageEntry, type Registry } from './registry.server'
import { renderInline, renderPage } from './render.server'

/** One thing a page check found: its sentence, the field it is in, and what kind of thing it is. */
export interface PageFinding extends ProblemKind {
  /** The sentence the content test and `content:check` print. */
  text: string
  /** The front matter field or `body`, when the finding is in one. */
  field?: string
}

/** One page in one language, rendered and measured: what the content test and `content:check` read. */
export interface PageReport {
  page: PageEntry
  language: Language
  label: string
  /** Summary, body and FAQ as plain text. */
  text: string
  words: number
  /** Of the body: Flesch–Kincaid grade (English) or Fernández-Huerta ease (Spanish). */
  readingLevel: number
  problems: string[]
  /** The same problems, each with its kind and field (the content editor explains them). */
  findings: PageFinding[]
}

/** The field a piece of advice is in: `faq 2` is the second answer, `body "Symptoms"` the text. */
function fieldOfUnit(where: string): string | undefined {
  const [, name = '', place] = /^(\w+)(?: (\d+))?/.exec(where) ?? []
  if (name === 'faq' && place) return `faq.${Number(place) - 1}.a`
  if ((name === 'doNow' || name === 'doNot') && place) return `${name}.${Number(place) - 1}`
  return ['description', 'summary', 'body'].includes(name) ? name : undefined
}

/**
 * Renders a page and checks what the schema cannot: its body's sections and links, its length,
 * English left in Spanish text, numbers typed by hand, links that leave the page's language
 * without saying so, the reading level of patient pages, and advice on red-flag symptoms weaker
 * than the emergency pages' (red-flags.ts). Links resolve in `registry`, the site's by default
 * (the content editor checks a copy of the content folder with an edit applied).
 */
export function checkPage(page: PageEntry, language: Language, registry?: Registry): PageReport {
  const { data: front, file } = shownIn(page, language)
  const label = `${language}/${page.id}`
  const findings: PageFinding[] = []
  const found = (text: string, kind: ProblemKind, field?: string) =>
    findings.push({ text, ...kind, ...(field && { field }) })
  const fromError = (error: ContentError, field?: string) =>
    found(error.message, error.kind, field ?? error.field)
  let html = ''
  try {
    html = renderPage(page, language, registry).html
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    fromError(error, error.field ?? 'body')
  }
  front.faq.forEach(({ a }, index) => {
    const field = `faq.${index}.a`
    try {
      for (const problem of crossLanguageLinkProblems(
        renderInline(a, language, file, { field, registry }),
        language,
        registry,
      ))
        found(`${field}: ${problem}`, { code: 'language-link', params: { reason: problem } }, field)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      fromError(error, field)
    }
  })
  for (const problem of crossLanguageLinkProblems(html, language, registry))
    found(problem, { code: 'language-link', params: { reason: problem } }, 'body')
  const faqText = front.faq.map(({ q, a }) => `${q} ${a}`).join(' ')
  const bodyText = textOfHtml(html)
  const text = `${front.summary} ${bodyText} ${faqText}`
  const words = countWords(text)
  const readingLevel = readability(bodyText, language)
  const quality = families[page.family].quality
  const body = page.body[language] ?? ''

  if (body.length > MAX_BODY_CHARACTERS)
    found(
      `the text is ${body.length} characters long; a page holds at most ${MAX_BODY_CHARACTERS}: split it in two`,
      { code: 'body-too-long', params: { length: body.length, max: MAX_BODY_CHARACTERS } },
      'body',
    )
  if (quality && words < quality.minWords)
    found(`only ${words} words (at least ${quality.minWords})`, {
      code: 'few-words',
      params: { words, min: quality.minWords },
    })
  if (language !== 'en') {
    for (const sentence of englishSentences(text))
      found(`English in ${language} text: "${sentence.slice(0, 80)}"`, {
        code: 'english-sentence',
        params: { sentence: sentence.slice(0, 120) },
      })
  }
  if (/\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/.test(body)) {
    found('a phone number typed by hand: write {{phone}} (or another token)', { code: 'typed-phone' }, 'body')
  }
  if (quality?.readingLevel && !easyEnough(readingLevel, readingTargets[language].page, language)) {
    found(
      `reading level ${readingLevel.toFixed(1)} is past the page limit ${readingTargets[language].page}`,
      { code: 'reading-level', params: { sentences: longSentences(bodyText, 5) } },
      'body',
    )
  }
  for (const { text: problem, where, quote, breaks } of redFlagFindings(front, body, language))
    found(problem, { code: 'red-flag', params: { ...breaks, quote } }, fieldOfUnit(where))
  return {
    page,
    language,
    label,
    text,
    words,
    readingLevel,
    problems: findings.map((finding) => finding.text),
    findings,
  }
}

import type { Language } from '#shared/languages'
import { crossLanguageLinkProblems } from './cross-language-links.server'
import { families } from './families'
import { countWords, easyEnough, englishSentences, readability, readingTargets, textOfHtml } from './quality'
import { redFlagProblems } from './red-flags'
import { ContentError, shownIn, type PageEntry, type Registry } from './registry.server'
import { renderInline, renderPage } from './render.server'

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
  const problems: string[] = []
  let html = ''
  try {
    html = renderPage(page, language, registry).html
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    problems.push(error.message)
  }
  front.faq.forEach(({ a }, index) => {
    const field = `faq.${index}.a`
    try {
      problems.push(
        ...crossLanguageLinkProblems(
          renderInline(a, language, file, { field, registry }),
          language,
          registry,
        ).map((problem) => `${field}: ${problem}`),
      )
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(error.message)
    }
  })
  problems.push(...crossLanguageLinkProblems(html, language, registry))
  const faqText = front.faq.map(({ q, a }) => `${q} ${a}`).join(' ')
  const text = `${front.summary} ${textOfHtml(html)} ${faqText}`
  const words = countWords(text)
  const readingLevel = readability(textOfHtml(html), language)
  const quality = families[page.family].quality

  if (quality && words < quality.minWords) problems.push(`only ${words} words (at least ${quality.minWords})`)
  if (language !== 'en') {
    for (const sentence of englishSentences(text))
      problems.push(`English in ${language} text: "${sentence.slice(0, 80)}"`)
  }
  if (/\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/.test(page.body[language] ?? '')) {
    problems.push('a phone number typed by hand: write {{phone}} (or another token)')
  }
  if (quality?.readingLevel && !easyEnough(readingLevel, readingTargets[language].page, language)) {
    problems.push(
      `reading level ${readingLevel.toFixed(1)} is past the page limit ${readingTargets[language].page}`,
    )
  }
  problems.push(...redFlagProblems(front, page.body[language] ?? '', language))
  return { page, language, label, text, words, readingLevel, problems }
}

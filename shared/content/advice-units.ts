import { Lexer, type Token, type Tokens } from 'marked'
import type { Frontmatter } from './schema'
import { sentences } from './sentences'

export { sentences }

/**
 * A page's text cut into pieces of advice, for checks that must know what is said about what:
 * a sentence, a paragraph, a list item, an FAQ answer. Each piece keeps what a reader reads it
 * with, its context: the lead-in of a list ("Call us the same day if you have:"), a small heading
 * ("### Same day: call us"), the FAQ question.
 */
export interface AdviceUnit {
  /** Where the text is: `summary`, `faq 2`, `doNow 1`, `body "What to do"`. */
  where: string
  context: string
  text: string
  /** The whole block (paragraph, list item, answer), not one of its sentences. */
  whole: boolean
  /** The meta description: 155 characters are too few for first aid, not for the right urgency. */
  teaser?: boolean
}

/** The unit as a reader takes it in: its context, then its text. */
export const readUnit = (unit: AdviceUnit) => (unit.context ? `${unit.context} ${unit.text}` : unit.text)

/** Markdown inline syntax to plain text: links keep their words, emphasis and heading ids go. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[a-z0-9-]+\}/g, '')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A block as units: the whole and each sentence, so neither a neighbour nor a split hides advice. */
export function blockUnits(where: string, text: string, context = ''): AdviceUnit[] {
  const parts = sentences(text)
  const whole = { where, context, text, whole: true }
  return parts.length <= 1
    ? [whole]
    : [whole, ...parts.map((part) => ({ ...whole, text: part, whole: false }))]
}

/** Every piece of advice in a Markdown body. */
export function bodyUnits(markdown: string): AdviceUnit[] {
  const units: AdviceUnit[] = []
  let section = ''
  let subheading = ''
  let leadIn = ''
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      const where = `body "${section}"`
      if (token.type === 'heading') {
        const { depth, text } = token as Tokens.Heading
        if (depth <= 2) [section, subheading] = [plain(text), '']
        else subheading = plain(text)
        leadIn = ''
      } else if (token.type === 'paragraph') {
        const text = plain((token as Tokens.Paragraph).text)
        units.push(...blockUnits(where, text, subheading))
        const last = sentences(text).at(-1) ?? ''
        leadIn = last.endsWith(':') ? last : ''
      } else if (token.type === 'list') {
        const context = [subheading, leadIn].filter(Boolean).join(' ')
        for (const item of (token as Tokens.List).items) {
          units.push(...blockUnits(where, plain(item.text), context))
        }
        leadIn = ''
      } else if (token.type === 'blockquote') {
        walk((token as Tokens.Blockquote).tokens)
      } else if (token.type === 'table') {
        for (const row of (token as Tokens.Table).rows) {
          units.push(...blockUnits(where, row.map((cell) => plain(cell.text)).join('. '), subheading))
        }
      } else if (token.type !== 'space') {
        leadIn = ''
      }
    }
  }
  walk(new Lexer({ gfm: true }).lex(markdown))
  return units
}

/** A short plain text that is not a page, an announcement or a closure's reason, as units. */
export const textUnits = (where: string, text: string): AdviceUnit[] => blockUnits(where, plain(text))

/** Every piece of advice of a page: description, summary, FAQ, first-aid lists and body. */
export function adviceUnits(front: Frontmatter, body: string): AdviceUnit[] {
  const units: AdviceUnit[] = [
    ...blockUnits('description', front.description).map((unit) => ({ ...unit, teaser: true })),
    ...blockUnits('summary', plain(front.summary)),
    // The question sets the scene for the whole answer; the answer also stands on its own.
    ...front.faq.flatMap(({ q, a }, index) => [
      { where: `faq ${index + 1}`, context: plain(q), text: plain(a), whole: true },
      ...blockUnits(`faq ${index + 1}`, plain(a)),
    ]),
  ]
  if (front.type === 'emergency') {
    front.doNow.forEach((text, index) => units.push(...blockUnits(`doNow ${index + 1}`, plain(text))))
    front.doNot.forEach((text, index) => units.push(...blockUnits(`doNot ${index + 1}`, plain(text))))
  }
  return [...units, ...bodyUnits(body)]
}

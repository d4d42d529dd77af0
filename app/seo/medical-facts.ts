import { linkLanguageAttribute } from '#shared/content/link-language'

/**
 * Short medical facts for structured data, read from a page's rendered body: the names of the
 * symptoms (from its #symptoms section) and of the treatments (from #treatment) of a condition,
 * and how a procedure is done (from #how-it-works). Content files already list these as bullets
 * or sub-headings, so no second copy is kept in frontmatter.
 */

export interface MedicalFacts {
  symptoms: string[]
  treatments: string[]
  howPerformed?: string
}

const MAX_TERMS = 10
const MAX_TERM_LENGTH = 90

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Text of an HTML fragment: tags dropped, the entities marked writes decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16))
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)))
      return entities[code.toLowerCase()] ?? match
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/([(¿¡])\s+/g, '$1')
    .trim()
}

/** The HTML of one `## … {#id}` section, up to the next h2. */
export function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}"`)
  if (start < 0) return ''
  const end = html.indexOf('<h2', start + 3)
  return html.slice(start, end < 0 ? undefined : end)
}

/** A list item or heading as a short name: its first clause, without closing punctuation. */
function term(text: string): string {
  const clause = text.split(/(?<=[a-záéíóúñ)])[.;:](?:\s|$)|\s[—–]\s/i)[0] ?? text
  const trimmed = clause.replace(/[\s,.;:]+$/, '').trim()
  if (trimmed.length <= MAX_TERM_LENGTH) return capitalize(trimmed)
  return capitalize(`${trimmed.slice(0, MAX_TERM_LENGTH).replace(/\s+\S*$/, '')}…`)
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

function unique(terms: string[]): string[] {
  return [...new Set(terms.filter((name) => name.length >= 3))].slice(0, MAX_TERMS)
}

const all = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => plainText(match[1] ?? ''))

type Source = 'leads' | 'headings' | 'items'

const sources: Record<Source, (section: string) => string[]> = {
  /** Bold leads of list items: "**Steroid drops** to calm a flare". */
  leads: (section) => all(section, /<li>\s*(?:<p>)?\s*<strong>([\s\S]*?)<\/strong>/g),
  headings: (section) => all(section, /<h3[^>]*>([\s\S]*?)<\/h3>/g),
  items: (section) => all(section, /<li>([\s\S]*?)<\/li>/g),
}

/**
 * Names listed in a section, from the first source in `order` that gives at least two
 * (or from the last one, whatever it gives).
 */
export function listedTerms(section: string, order: Source[]): string[] {
  for (const [index, source] of order.entries()) {
    const terms = unique(sources[source](section).map(term))
    if (terms.length >= 2 || index === order.length - 1) return terms
  }
  return []
}

/** The first paragraph of a section, as plain text. */
export function firstParagraph(section: string): string | undefined {
  const match = section.match(/<p>([\s\S]*?)<\/p>/)
  return match ? plainText(match[1] ?? '') : undefined
}

/** Names of the pages a section links to under the given path prefixes ("/laser-treatments/"). */
export function linkedTerms(section: string, prefixes: string[]): string[] {
  const links = [...section.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)]
  return unique(
    links
      .filter(([, href = '']) => prefixes.some((prefix) => href.startsWith(prefix)))
      .map(([, , text = '']) => term(plainText(text))),
  )
}

const languageNote = new RegExp(`\\s*<span ${linkLanguageAttribute}="[a-z]+"[^>]*>[^<]*</span>`, 'g')

/** The HTML without the notes that mark links to pages in another language. */
export function withoutLanguageNotes(html: string): string {
  return html.replace(languageNote, '')
}

/**
 * `treatmentPrefixes`: where treatment pages live, so a condition whose treatment section is
 * prose still names the procedures it links to. A page that lists nothing gets no names.
 */
export function medicalFacts(
  type: string,
  body: string,
  treatmentPrefixes: string[] = [],
): MedicalFacts | undefined {
  // "(en inglés)" after a link says where it leads; it is no part of a treatment's name.
  const html = withoutLanguageNotes(body)
  if (type === 'condition') {
    const symptoms = sectionHtml(html, 'symptoms')
    const treatment = sectionHtml(html, 'treatment')
    // Symptom sections group their bullets under sub-headings; treatment sections name one
    // treatment per sub-heading.
    const treatments = listedTerms(treatment, ['leads', 'headings', 'items'])
    return {
      symptoms: listedTerms(symptoms, ['leads', 'items', 'headings']),
      treatments: treatments.length > 0 ? treatments : linkedTerms(treatment, treatmentPrefixes),
    }
  }
  if (type === 'treatment') {
    return { symptoms: [], treatments: [], howPerformed: firstParagraph(sectionHtml(html, 'how-it-works')) }
  }
  return undefined
}

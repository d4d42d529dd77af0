import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { linkLanguageAttribute, linkLanguageNoteHtml } from './link-language'
import { getRegistry, type Registry } from './registry.server'

/**
 * A reader following a link should know when it leaves their language. Every link from a page
 * to a page in another language (a Spanish page to an English-only one) says so: `hreflang`
 * and the visible "(en inglés)" note inside the link. A link to the other language's version of
 * a page that exists in the reader's language should lead to that version instead. This reads
 * finished HTML (a page body, FAQ answers, rendered link lists), so it holds the Markdown
 * renderer and the templates to the same rule.
 */

/** An anchor: its attributes, its content, and (looked at, not consumed) the text right after it. */
const anchors = /<a\s([^>]*)>([\s\S]*?)<\/a>(?=([^<]{0,16}))/g

const attribute = (attributes: string, name: string) =>
  attributes.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1]

/** Problems with the links in `html`, shown on a page in `language`; an empty list when all is well. */
export function crossLanguageLinkProblems(
  html: string,
  language: Language,
  registry: Registry = getRegistry(),
): string[] {
  const { byPath } = registry
  const problems: string[] = []
  for (const [, attributes = '', inner = '', after = ''] of html.matchAll(anchors)) {
    const href = attribute(attributes, 'href')
    if (!href?.startsWith('/')) continue
    const target = byPath.get(href.replace(/[?#].*$/, ''))
    if (!target) continue
    const note = (lang: Language) => locales[language][`link.language.${lang}`]
    const text = inner.replace(/<[^>]+>/g, '').trim()
    if (target.language === language) {
      if (attribute(attributes, 'hreflang') || inner.includes(linkLanguageAttribute))
        problems.push(`${href} is in this page's language but its link says otherwise`)
      continue
    }
    const own = target.page.paths[language]
    if (own) {
      problems.push(`${href} has a version in this page's language: link ${own} instead`)
      continue
    }
    const marker = linkLanguageNoteHtml(target.language, note(target.language))
    if (attribute(attributes, 'hreflang') !== target.language)
      problems.push(`${href} leads to a page in another language without hreflang="${target.language}"`)
    if (!inner.includes(marker))
      problems.push(`${href} leads to a page in another language without "${note(target.language)}"`)
    else if (
      text.replace(note(target.language), '').includes(note(target.language)) ||
      after.includes(note(target.language))
    )
      problems.push(`${href} says "${note(target.language)}" twice: the note is added for you`)
  }
  return problems
}

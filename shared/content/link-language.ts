/**
 * The attribute that marks the visible "(en inglés)" note on a link to a page in another
 * language, in rendered Markdown and in link lists alike: the content check finds the note by
 * it, and the structured data leaves it out of the names it reads from links.
 */
export const linkLanguageAttribute = 'data-link-language'

/** Keeps "(en inglés)" on one line. */
export const linkLanguageClass = 'whitespace-nowrap'

/** The note as HTML, exactly as the LinkLanguage component renders it; `text` is already escaped. */
export function linkLanguageNoteHtml(target: string, text: string): string {
  return `<span ${linkLanguageAttribute}="${target}" class="${linkLanguageClass}">${text}</span>`
}

/**
 * The attribute that marks the visible "(en inglés)" note on a link to a page in another
 * language, in rendered Markdown and in link lists alike: the content check finds the note by
 * it, and the structured data leaves it out of the names it reads from links.
 */
export const linkLanguageAttribute = 'data-link-language'

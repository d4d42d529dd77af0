/**
 * A short text from content that is plain text (a closure's reason, an office's city, the
 * practice's name) as Markdown that shows exactly those characters: every ASCII punctuation
 * character backslash-escaped (CommonMark lets any be), line breaks folded into spaces. No
 * emphasis, link, picture, heading, list, HTML or `{{token}}` can come out of it.
 */
export const plainMarkdown = (text: string): string =>
  text.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&')

/**
 * Pagefind excerpts are text with the matched words wrapped in <mark>. They are turned into
 * parts and rendered as React text, never as HTML, so nothing in an index can inject markup.
 */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  apos: "'",
  nbsp: ' ',
}

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (match, name: string) => entities[name.toLowerCase()] ?? match)
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const pattern = /<mark>([\s\S]*?)<\/mark>/g
  let last = 0
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), marked: false })
    parts.push({ text: match[1] ?? '', marked: true })
    last = match.index + match[0].length
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), marked: false })
  // Any other tag is dropped; entities become characters (React escapes them again).
  return parts
    .map((part) => ({ ...part, text: decode(part.text.replace(/<[^>]*>/g, '')) }))
    .filter((part) => part.text.length > 0)
}

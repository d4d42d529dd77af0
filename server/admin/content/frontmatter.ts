import { isDeepStrictEqual } from 'node:util'
import matter from 'gray-matter'

/**
 * Decap writes a page's whole frontmatter back in its own style (its key order, long values
 * folded), so a one-word change would show as a rewrite of every field in the revisions. Here
 * the saved file keeps the current file's lines for every field whose value did not change, in
 * the current order, and takes Decap's lines only for the fields that did; the body is Decap's.
 * When the current file's fields cannot be told apart line by line, or the result does not read
 * back as exactly what Decap sent, Decap's text is saved as it is.
 */
export function keepUnchangedLines(current: string, next: string): string {
  const before = split(current)
  const after = split(next)
  if (!before || !after) return next
  const old = parse(current)
  const wanted = parse(next)
  if (!old || !wanted) return next
  const oldBlocks = fieldBlocks(before.yaml)
  const newBlocks = fieldBlocks(after.yaml)
  // A field the block reading missed (a quoted key, a key in a flow map): keep Decap's text.
  if (!sameKeys(oldBlocks, old.data) || !sameKeys(newBlocks, wanted.data)) return next

  const kept = [...oldBlocks.keys()].filter((key) => key in wanted.data)
  const added = [...newBlocks.keys()].filter((key) => !(key in old.data))
  const lines = [...kept, ...added].map((key) =>
    key in old.data && isDeepStrictEqual(old.data[key], wanted.data[key])
      ? (oldBlocks.get(key) ?? '')
      : (newBlocks.get(key) ?? ''),
  )
  const merged = `---\n${lines.join('\n')}\n---\n${after.body}`
  const check = parse(merged)
  return check && isDeepStrictEqual(check.data, wanted.data) && check.content === wanted.content
    ? merged
    : next
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

function split(text: string): { yaml: string; body: string } | null {
  const match = FRONTMATTER.exec(text)
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : null
}

function parse(text: string): { data: Record<string, unknown>; content: string } | null {
  try {
    // A fresh options object: gray-matter caches by text, and its result must not be shared.
    const { data, content } = matter(text, {})
    return { data, content }
  } catch {
    return null
  }
}

/** Each top-level field's lines: its `key:` line and the indented or blank lines under it. */
function fieldBlocks(yaml: string): Map<string, string> {
  const blocks = new Map<string, string[]>()
  let lines: string[] | undefined
  for (const line of yaml.split(/\r?\n/)) {
    const key = /^([A-Za-z_][\w-]*):(?:\s|$)/.exec(line)?.[1]
    if (key !== undefined) blocks.set(key, (lines = [line]))
    else if (lines && (line === '' || /^\s/.test(line))) lines.push(line)
    else return new Map() // a comment or a line of another shape: not read line by line
  }
  return new Map([...blocks].map(([key, block]) => [key, block.join('\n')]))
}

const sameKeys = (blocks: Map<string, string>, data: Record<string, unknown>) =>
  blocks.size === Object.keys(data).length && Object.keys(data).every((key) => blocks.has(key))

import { isDeepStrictEqual } from 'node:util'
import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type SchemaOptions,
  type ToStringOptions,
} from 'yaml'
import { ContentError } from './content-error'

/**
 * Front matter is YAML and only YAML: the block between a first line that is exactly `---` and
 * the next line that is exactly `---`, read with the `yaml` package's core schema (strings,
 * numbers, booleans, null, lists and maps; `updated: 2026-11-01` stays the text `2026-11-01`).
 * A file that opens any other way (`---js`, `---json`, `--- js`, `+++`) is refused before a
 * byte of it is parsed: front matter never picks its own language, so it can never be code.
 * The build (registry, team), the content editor's API, the scripts and the tests all read
 * through here.
 */

const DELIMITER = '---'

const options: ParseOptions & DocumentOptions & SchemaOptions = {
  schema: 'core',
  version: '1.2',
  uniqueKeys: true,
  // Explicit YAML 1.1 tags (!!binary, !!timestamp, !!set...) are not resolved: they are refused.
  resolveKnownTags: false,
}

/** How the files are written: one line per value (no folding), `[en, es]` for short lists. */
const written: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false }

export interface Frontmatter {
  data: Record<string, unknown>
  /** The Markdown after the closing `---` line. */
  body: string
}

/** The lines of `text`, each without its line end, with where it starts and where the next one does. */
function* lines(text: string): Generator<{ line: string; start: number; next: number }> {
  let start = 0
  while (start < text.length) {
    const end = text.indexOf('\n', start)
    const next = end === -1 ? text.length : end + 1
    yield { line: text.slice(start, end === -1 ? text.length : end).replace(/\r$/, ''), start, next }
    start = next
  }
}

/** The first line of a content file, when it is not exactly `---`: such a file is never parsed. */
export function wrongOpening(text: string): string | null {
  const first = lines(text).next()
  const line = first.done ? '' : first.value.line
  return line === DELIMITER ? null : line
}

/** What the editor says of every front matter it cannot read: the fields at the top of the file. */
const frontMatter = { code: 'front-matter' } as const

/** The error for a file whose first line is `line`, not `---`. */
export const openingError = (file: string, line: string) =>
  new ContentError(
    file,
    `the first line must be exactly "---" (YAML front matter), not ${JSON.stringify(line.slice(0, 20))}; the file was not read`,
    undefined,
    frontMatter,
  )

/** The YAML and the body of a file, split on its first two lines that are exactly `---`. */
export function splitFrontmatter(text: string, file: string): { yaml: string; body: string } {
  const opening = wrongOpening(text)
  if (opening !== null) throw openingError(file, opening)
  const all = lines(text)
  const first = all.next()
  const from = first.done ? text.length : first.value.next
  for (const { line, start, next } of all)
    if (line === DELIMITER) return { yaml: text.slice(from, start), body: text.slice(next) }
  throw new ContentError(file, 'the front matter has no closing "---" line', undefined, frontMatter)
}

/** The YAML of `file` as a document of the core schema; anything else YAML allows is refused. */
function yamlDocument(yaml: string, file: string) {
  const document = parseDocument(yaml, options)
  const [problem] = [...document.errors, ...document.warnings]
  if (problem)
    throw new ContentError(
      file,
      `the front matter is not valid YAML: ${problem.message.split('\n')[0]}`,
      undefined,
      frontMatter,
    )
  if (document.contents !== null && !isMap(document.contents))
    throw new ContentError(
      file,
      'the front matter must be fields, one "name: value" per line',
      undefined,
      frontMatter,
    )
  visit(document, {
    Alias() {
      throw new ContentError(
        file,
        'the front matter uses a YAML alias (*name): write the value out',
        undefined,
        frontMatter,
      )
    },
    Pair(_, pair) {
      if (!isScalar(pair.key))
        throw new ContentError(file, 'a field name in the front matter is not a word', undefined, frontMatter)
    },
  })
  return document
}

/** Reads a file's front matter and body; a file that is not `---`, YAML, `---` is a ContentError naming it. */
export function parseFrontmatter(text: string, file: string): Frontmatter {
  const { yaml, body } = splitFrontmatter(text, file)
  const data = (yamlDocument(yaml, file).toJS() ?? {}) as Record<string, unknown>
  return { data, body }
}

const assemble = (yaml: string, body: string) => `${DELIMITER}\n${yaml}${DELIMITER}\n${body}`

/** A file of `data` and `body`, written as the content files are. */
export function stringifyFrontmatter(data: Record<string, unknown>, body: string): string {
  const yaml = Object.keys(data).length === 0 ? '' : new Document(data, options).toString(written)
  return assemble(yaml, body)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `node` changed to hold `value`, keeping what did not change as it is written: a field's
 * quoting, its place among the others, comments. Scalars keep their style, maps keep their
 * order (new keys go last), lists are matched item by item.
 */
function assign(document: Document, node: Node | null, value: unknown): Node {
  if (node && isDeepStrictEqual(node.toJSON(), value)) return node
  if (isScalar(node) && (typeof value !== 'object' || value === null)) {
    node.value = value
    return node
  }
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : ''
      if (!(key in value)) node.delete(pair.key)
    }
    for (const [key, inner] of Object.entries(value)) {
      const current = node.get(key, true) as Node | undefined
      node.set(key, current ? assign(document, current, inner) : document.createNode(inner))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((inner, index) => {
      const current = node.items[index] as Node | undefined
      return current && !isAlias(current) ? assign(document, current, inner) : document.createNode(inner)
    })
    return node
  }
  return document.createNode(value)
}

/**
 * `current` (a content file) with its front matter changed to `data` and its body to `body`:
 * every field whose value did not change keeps its lines, so a revision shows only what changed.
 * When `current` cannot be read, the file is written afresh.
 */
export function updateFrontmatter(
  current: string | null,
  data: Record<string, unknown>,
  body: string,
  file: string,
): string {
  if (current === null) return stringifyFrontmatter(data, body)
  let document: Document
  try {
    document = yamlDocument(splitFrontmatter(current, file).yaml, file)
  } catch (error) {
    if (error instanceof ContentError) return stringifyFrontmatter(data, body)
    throw error
  }
  document.contents = assign(document, document.contents, data)
  const text = assemble(Object.keys(data).length === 0 ? '' : document.toString(written), body)
  // What is written must read back as exactly what was meant; if not, the plain way.
  return isDeepStrictEqual(parseFrontmatter(text, file).data, data) ? text : stringifyFrontmatter(data, body)
}

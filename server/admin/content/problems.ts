import type { ContentError, ProblemKind } from '#shared/content/content-error'
import { isProblemCode, type ProblemCode } from '#shared/content/problem-codes'

/**
 * One reason a change is refused, as the checks find it: the file, the field as a path into the
 * file's data (`['closures', 8, 'from']`), what kind of problem it is (a code and the values its
 * sentence names) and the build's own English sentence. It crosses from the checking thread to
 * the server as plain data; explain.ts says it in the staff member's words.
 */
export interface Problem {
  /** As the content folder names it: `es/conditions/stye.md`, `closures.json`. */
  file: string
  /** None when the problem is with the file as a whole. */
  path?: (string | number)[]
  code: ProblemCode
  params?: ProblemKind['params']
  /** What the build would print. */
  reason: string
}

/** `faq.2.a` as a path: list positions are numbers. */
export const pathOf = (field: string | undefined): (string | number)[] | undefined =>
  field ? field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : undefined

/** A build check's ContentError as a problem of `file`. */
export function fromContentError(file: string, error: ContentError): Problem {
  const path = pathOf(error.field)
  return {
    file,
    ...(path && { path }),
    code: error.kind.code,
    ...(error.kind.params && { params: error.kind.params }),
    reason: error.reason,
  }
}

interface Issue {
  code: string
  path: PropertyKey[]
  message: string
  params?: Record<string, unknown>
  minimum?: unknown
  maximum?: unknown
  origin?: string
  format?: string
  values?: unknown[]
  keys?: string[]
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  )

/** A zod issue of `data` (the file `file`) as a problem: a missing value is `missing`, a custom check's code its own. */
export function fromIssue(file: string, data: unknown, issue: Issue): Problem {
  const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)))
  const own = isProblemCode(issue.params?.code) ? issue.params.code : undefined
  const missing = issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined
  const length = valueAt(data, issue.path)
  const params: NonNullable<Problem['params']> = {}
  if (typeof issue.minimum === 'number') params.minimum = issue.minimum
  if (typeof issue.maximum === 'number') params.maximum = issue.maximum
  if (issue.origin) params.origin = issue.origin
  if (issue.format) params.format = issue.format
  if (typeof length === 'string' || Array.isArray(length)) params.length = length.length
  if (issue.keys) params.keys = issue.keys
  for (const [key, value] of Object.entries(issue.params ?? {}))
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value))
      params[key] = value as string | number | string[]
  return {
    file,
    ...(path.length > 0 && { path }),
    code: own ?? (missing ? 'missing' : isProblemCode(issue.code) ? issue.code : 'custom'),
    ...(Object.keys(params).length > 0 && { params }),
    reason: issue.message,
  }
}

export const describeProblem = ({ file, path, reason }: Pick<Problem, 'file' | 'path' | 'reason'>) =>
  `${file}${path ? `, field “${path.join('.')}”` : ''}: ${reason}`

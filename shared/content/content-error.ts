import path from 'node:path'
import { isProblemCode, type ProblemCode, type SchemaCode } from './problem-codes'

/**
 * What kind of problem it is, for those who explain it in other words (the content editor says
 * it in the staff member's language): a stable code and the values the sentence names.
 */
export interface ProblemKind {
  code: ProblemCode
  params?: Record<string, string | number | readonly string[]>
}

/** A problem with one content file, named by its path and, where there is one, its field. */
export class ContentError extends Error {
  readonly file: string
  readonly field: string | undefined
  /** What is wrong, without the file and the field. */
  readonly reason: string
  readonly kind: ProblemKind
  constructor(file: string, reason: string, field: string | undefined, kind: ProblemKind) {
    super(`${path.relative(process.cwd(), file)}: ${field ? `${field}: ` : ''}${reason}`)
    this.name = 'ContentError'
    this.file = file
    this.field = field
    this.reason = reason
    this.kind = kind
  }
}

/** Every problem a content folder has, so one build reports them all at once. */
export class ContentErrors extends Error {
  readonly errors: ContentError[]
  constructor(errors: ContentError[]) {
    super(
      `${errors.length} content problem${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    )
    this.name = 'ContentErrors'
    this.errors = errors
  }
}

interface Issue {
  path: PropertyKey[]
  message: string
  code?: string
  params?: Record<string, unknown>
}

/** A custom check's own code (`params.code`), or zod's. */
export const issueKind = (issue: Issue): ProblemKind => {
  const own = issue.params?.code
  return isProblemCode(own)
    ? { code: own, params: issue.params as ProblemKind['params'] }
    : { code: isProblemCode(issue.code) ? issue.code : ('custom' satisfies SchemaCode) }
}

/** Every zod issue of a file as a ContentError naming its field ("offices.1.hours.0.closes"). */
export function issuesToErrors(file: string, issues: readonly Issue[]): ContentError[] {
  return issues.map(
    (issue) =>
      new ContentError(file, issue.message, issue.path.map(String).join('.') || undefined, issueKind(issue)),
  )
}

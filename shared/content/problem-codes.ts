/**
 * Every kind of problem the content checks find, by a stable code. The build prints its own
 * English sentence; the content editor says each code in the staff member's words
 * (server/admin/content/explain.ts keeps a sentence per code and language, checked complete by
 * the compiler), so a check added without a code, or a code without words, does not compile.
 */

/** zod's codes, for a field the schema refuses; `missing` is a required field left out. */
export const schemaCodes = [
  'missing',
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'custom',
] as const

/** The site's own checks. */
export const checkCodes = [
  // a content file as a whole
  'unknown-folder',
  'not-plain-file',
  'outside-folder',
  'front-matter',
  'not-json',
  'team-file-name',
  'practice-missing',
  'wrong-type',
  'schema',
  // dates, hours and the data files
  'no-such-day',
  'date-range',
  'closes-before-opens',
  'ends-before-start',
  'closures-overlap',
  'announcements-overlap',
  'same-id',
  'language-code',
  'days-not-in-a-row',
  'day-twice',
  'office-twice',
  'offices-missing',
  // a page among the others
  'review-pair',
  'reserved-path',
  'english-only',
  'english-missing',
  'aliases-english',
  'differs-from-english',
  'slug-not-used',
  'slug-missing',
  'path-taken',
  'unknown-page',
  'closest-not-needed',
  'closest-missing-too',
  'unknown-author',
  // photos
  'unknown-photo',
  'photo-not-card',
  'photo-too-small',
  'photo-missing',
  'photo-id-twice',
  'photo-not-plain',
  // the text
  'sections-missing',
  'unknown-link',
  'raw-html',
  'heading-one',
  'unsafe-link',
  'unknown-token',
  'token-closures',
  'token-closures-none',
  'language-link',
  'few-words',
  'english-sentence',
  'typed-phone',
  'reading-level',
  'body-too-long',
  'red-flag',
] as const

export type SchemaCode = (typeof schemaCodes)[number]
export type CheckCode = (typeof checkCodes)[number]
export type ProblemCode = SchemaCode | CheckCode

const known = new Set<string>([...schemaCodes, ...checkCodes])
export const isProblemCode = (code: unknown): code is ProblemCode =>
  typeof code === 'string' && known.has(code)

/** The `params` of a schema's own check, carrying its code: `{ params: check('no-such-day') }`. */
export const check = (code: CheckCode, params?: Record<string, unknown>) => ({ code, ...params })

import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** The shapes every API answer of an error takes: `{ error }` for the request, `{ errors }` per field. */
export const errorAnswer = (c: Context, status: 400 | 403 | 404 | 405 | 413 | 415 | 429, error: string) =>
  c.json({ error }, status)

/** Refuses bodies over `maxSize` bytes with 413 before they are read. */
export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({ maxSize, onError: (c) => errorAnswer(c, 413, 'Request too large') })

/**
 * Marks the answers of a router as not to be kept by any cache: each is about one visitor or
 * one moment. `private, no-store` where the answer is about the person asking. A handler that
 * chose its own caching (the content editor's versioned bundle) keeps it.
 */
export const noStore =
  (value: 'no-store' | 'private, no-store' = 'no-store'): MiddlewareHandler =>
  async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', value)
  }

/** 405 with the methods a path does answer. */
export const methodNotAllowed = (allow: string) => (c: Context) =>
  c.json({ error: 'Method not allowed' }, 405, { Allow: allow })

export const mediaTypeOf = (c: Context): string =>
  c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

export type Fields = Record<string, unknown>

/** A request body read as fields: JSON, a form, or the reason it cannot be. */
export type BodyResult =
  { kind: 'json' | 'form'; fields: Fields } | { kind: 'unsupported' } | { kind: 'malformed' }

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads a JSON object or an HTML form (urlencoded or multipart; file parts are dropped).
 * `json` lists further media types read as JSON (sendBeacon may label JSON text/plain).
 */
export async function readFields(
  c: Context,
  { json = [] as string[], form = true } = {},
): Promise<BodyResult> {
  const type = mediaTypeOf(c)
  if (type === 'application/json' || json.includes(type)) {
    let value: unknown
    try {
      value = JSON.parse(await c.req.text())
    } catch {
      return { kind: 'malformed' }
    }
    return isFields(value) ? { kind: 'json', fields: value } : { kind: 'malformed' }
  }
  if (form && (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')) {
    const value = await c.req.parseBody().catch(() => null)
    if (!value) return { kind: 'malformed' }
    const fields = Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'string'))
    return { kind: 'form', fields }
  }
  return { kind: 'unsupported' }
}

import type { Context } from 'hono'
import type { z } from '#shared/zod'

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: string }

/**
 * Reads a posted form and checks it with a zod schema. Every schema here words its own
 * messages for people (the first problem is shown); a broken body gets one plain sentence.
 * The routes answer 400 with it, never 500.
 */
export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<FormResult<z.output<S>>> {
  const body = await c.req.parseBody().catch(() => null)
  if (!body)
    return { ok: false, error: 'The form could not be read. Go back, reload the page and try again.' }
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'))
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, error: result.error.issues[0]?.message ?? 'Check the form and try again.' }
}

/** The id in a route like /messages/:id, or null when it is not a positive whole number. */
export function idParam(c: Context, name = 'id'): number | null {
  const value = c.req.param(name) ?? ''
  if (!/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

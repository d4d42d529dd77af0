import type { Context } from 'hono'
import type { z } from '#shared/zod'
import { isAdminKey, type AdminI18n, type AdminKey } from './i18n'

/**
 * What was wrong with a form: the key of its sentence in the admin strings (schemas here carry
 * keys, so the page says it in the reader's language), the field it is about, if one, and the
 * numbers its sentence names ("at least {{min}} characters").
 */
export interface FormError {
  key: AdminKey
  field: string | null
  values?: Record<string, number>
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: FormError }

/** A refusal, about `field` when it is one field's. */
export const formError = (
  key: AdminKey,
  field: string | null = null,
  values?: Record<string, number>,
): FormError => ({ key, field, ...(values && { values }) })

/** A refusal's sentence in the reader's language, its numbers filled in. */
export const sayError = (i18n: AdminI18n, error: FormError) => i18n.say(error.key, error.values)

/**
 * What each field of a form shows under it: `fieldError(i18n, error)('email')` is the refusal's
 * sentence when it was about that field, else null.
 */
export const fieldError =
  (i18n: AdminI18n, error: FormError | null | undefined) =>
  (field: string): string | null =>
    error?.field === field ? sayError(i18n, error) : null

/** The numbers a length refusal names: the limit zod checked. */
function limitOf(issue: z.core.$ZodIssue | undefined): Record<string, number> | undefined {
  if (issue?.code === 'too_big') return { max: Number(issue.maximum) }
  if (issue?.code === 'too_small') return { min: Number(issue.minimum) }
  return undefined
}

/**
 * Reads a posted form and checks it with a zod schema whose messages are keys of the admin
 * strings (the first problem is kept, with its field); a broken body is one plain refusal.
 * The routes answer 400 with it, never 500.
 */
export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<FormResult<z.output<S>>> {
  const body = await c.req.parseBody().catch(() => null)
  if (!body) return { ok: false, error: formError('form.unreadable') }
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'))
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, data: result.data }
  const issue = result.error.issues[0]
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null
  return {
    ok: false,
    error: formError(isAdminKey(issue?.message) ? issue.message : 'form.check', field, limitOf(issue)),
  }
}

/** The fields of a posted form as typed, to show them again beside its errors (nothing typed is lost). */
export async function typedFields<K extends string>(
  c: Context,
  names: readonly K[],
): Promise<Record<K, string>> {
  const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
  return Object.fromEntries(
    names.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
  ) as Record<K, string>
}

/** The id in a route like /messages/:id, or null when it is not a positive whole number. */
export function idParam(c: Context, name = 'id'): number | null {
  const value = c.req.param(name) ?? ''
  if (!/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

import type { Context } from 'hono'
import type { z } from '#shared/zod'
import { isAdminKey, type AdminKey } from './i18n'

/**
 * What was wrong with a form: the key of its sentence in the admin strings (schemas here carry
 * keys, so the page says it in the reader's language), and the field it is about, if one.
 */
export interface FormError {
  key: AdminKey
  field: string | null
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: FormError }

/** A refusal not tied to one field. */
export const formError = (key: AdminKey, field: string | null = null): FormError => ({ key, field })

/** The error a field shows: the sentence, when the refusal was about it. */
export const errorOf = (error: FormError | null | undefined, field: string) =>
  error?.field === field ? error : null

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
  return { ok: false, error: formError(isAdminKey(issue?.message) ? issue.message : 'form.check', field) }
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

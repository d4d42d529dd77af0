import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { toCsv } from '../csv'
import { DAY } from '../deps'
import { formError } from '../form'
import { adminKey, i18nOf, isAdminKey } from '../i18n'
import { dayEnd, dayStart } from '../time'
import { isAuditAction, type AuditFilter } from './log'
import { AuditTrail } from './views'

const messageKey = (message: string | undefined) => (isAdminKey(message) ? message : 'form.check')

const PAGE = 100
const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || dayStart(value) !== null, adminKey('form.day'))

const FilterSchema = z.object({
  actor: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || value === 'system' || /^[1-9]\d{0,9}$/.test(value),
      adminKey('form.choosePerson'),
    ),
  action: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isAuditAction(value), adminKey('form.chooseAction')),
  from: day,
  to: day,
  before: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[1-9]\d{0,15}$/.test(value), adminKey('form.noSuchPage')),
})
type Query = Partial<z.output<typeof FilterSchema>>

function filterOf(query: Query): AuditFilter {
  return {
    actor: query.actor === undefined ? undefined : query.actor === 'system' ? 'system' : Number(query.actor),
    action: query.action,
    from: query.from ? (dayStart(query.from) ?? undefined) : undefined,
    // "To" includes that whole day.
    to: query.to ? (dayEnd(query.to) ?? undefined) : undefined,
    before: query.before ? Number(query.before) : undefined,
  }
}

/** The audit trail at /admin/audit (owner only): read and export, never change. */
export function routes(deps: AdminDeps) {
  const { audit, users, render } = deps
  const app = new Hono()

  const parse = (c: Context) => FilterSchema.safeParse(c.req.query())

  /** Sign-ins the limits refused in the last day: someone may be guessing passwords. */
  const limited = () => {
    const entries = audit.query({ action: 'sign_in.limited', from: deps.now() - DAY })
    // Names that match no account are recorded without a person.
    return {
      count: entries.length,
      names: [...new Set(entries.map((entry) => (entry.user_id === null ? null : entry.username)))],
    }
  }

  app.get('/', (c) => {
    const parsed = parse(c)
    const query: Query = parsed.success ? parsed.data : {}
    const entries = parsed.success ? audit.query({ ...filterOf(query), limit: PAGE + 1 }) : []
    const shown = entries.slice(0, PAGE)
    const params = new URLSearchParams(
      Object.entries(query).filter(
        (entry): entry is [string, string] => Boolean(entry[1]) && entry[0] !== 'before',
      ),
    )
    const more =
      entries.length > PAGE
        ? new URLSearchParams([...params, ['before', String(shown.at(-1)?.id ?? '')]])
        : null
    return render(
      c,
      i18nOf(c).t('audit.title'),
      jsx(AuditTrail, {
        query,
        entries: shown,
        people: users.list(),
        limited: limited(),
        error: parsed.success ? null : formError(messageKey(parsed.error.issues[0]?.message)),
        filtered: params.size > 0,
        csv: `/admin/audit/export.csv${params.size ? `?${params}` : ''}`,
        older: more ? `/admin/audit?${more}` : null,
      }),
      parsed.success ? 200 : 400,
    )
  })

  app.get('/export.csv', (c) => {
    const parsed = parse(c)
    if (!parsed.success) return c.text(i18nOf(c).say(messageKey(parsed.error.issues[0]?.message)), 400)
    const entries = audit.query({ ...filterOf(parsed.data), before: undefined })
    deps.record(c, 'audit.exported', {
      detail: `${entries.length} entries`,
      params: { count: entries.length },
    })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header(
      'Content-Disposition',
      `attachment; filename="audit-trail-${new Date(deps.now()).toISOString().slice(0, 10)}.csv"`,
    )
    return c.body(
      toCsv([
        ['when_utc', 'user_id', 'username', 'action', 'record', 'detail', 'address'],
        ...entries.map((entry) => [
          new Date(entry.at).toISOString(),
          entry.user_id,
          entry.username,
          entry.action,
          entry.record,
          entry.detail,
          entry.address,
        ]),
      ]),
    )
  })

  return app
}

import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { toCsv } from '../csv'
import { DAY } from '../deps'
import { dayEnd, dayStart, DAY_FORMAT, when } from '../time'
import { count, errorAlert, tableRegion, ui } from '../ui'
import { i18nOf } from '../i18n'
import { auditActions, isAuditAction, type AuditFilter } from './log'

const PAGE = 100
const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || dayStart(value) !== null, `Write dates as ${DAY_FORMAT}.`)

const FilterSchema = z.object({
  actor: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || value === 'system' || /^[1-9]\d{0,9}$/.test(value),
      'Choose a person from the list.',
    ),
  action: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isAuditAction(value), 'Choose an action from the list.'),
  from: day,
  to: day,
  before: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[1-9]\d{0,15}$/.test(value), 'That page does not exist.'),
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
  const lockoutNotice = () => {
    const limited = audit.query({ action: 'sign_in.limited', from: deps.now() - DAY })
    if (limited.length === 0) return ''
    // Names that match no account are recorded as "(unknown)".
    const names = [
      ...new Set(
        limited.map((entry) => (entry.user_id === null ? 'names that match no account' : entry.username)),
      ),
    ]
    return html`<div role="status" class="mt-4 max-w-prose rounded-md border border-warning bg-warning/20 p-3">
      <p><strong>Sign-in limits were reached ${count(limited.length, 'time')} in the last 24 hours</strong>, for ${names.join(', ')}: too many failed sign-ins, so further attempts were refused. Someone may be guessing passwords.</p>
      <p class="mt-2"><a class="${ui.link}" href="/admin/audit?action=sign_in.limited">See when and from where</a></p></div>`
  }

  app.get('/', (c) => {
    const parsed = parse(c)
    const query: Query = parsed.success ? parsed.data : {}
    const error = parsed.success ? undefined : parsed.error.issues[0]?.message
    const entries = parsed.success ? audit.query({ ...filterOf(query), limit: PAGE + 1 }) : []
    const shown = entries.slice(0, PAGE)
    const people = users.list()
    const { t } = i18nOf(c)
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
      'Audit trail',
      html`<p class="mt-2 max-w-prose text-muted-foreground">Who did what, and when, in the admin area. Entries are never changed or deleted. Messages, notes and passwords are never recorded here.</p>
      ${lockoutNotice()}${errorAlert(error)}
      <form method="get" action="/admin/audit" class="mt-6 grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1fr_auto_auto_auto]">
        <div class="grid min-w-0 gap-1"><label for="actor" class="${ui.label}">Person</label>
          <select id="actor" name="actor" class="${ui.input}"><option value="">Everyone</option>
            ${people.map((user) => html`<option value="${user.id}" ${query.actor === String(user.id) ? 'selected' : ''}>${user.display_name} (${user.username})</option>`)}
            <option value="system" ${query.actor === 'system' ? 'selected' : ''}>The server (scheduled jobs)</option>
          </select></div>
        <div class="grid min-w-0 gap-1"><label for="action" class="${ui.label}">Action</label>
          <select id="action" name="action" class="${ui.input}"><option value="">All actions</option>
            ${auditActions.map((value) => html`<option value="${value}" ${query.action === value ? 'selected' : ''}>${t(`audit.action.${value}`)}</option>`)}
          </select></div>
        <div class="grid min-w-0 gap-1"><label for="from" class="${ui.label}">From</label>
          <input id="from" name="from" type="date" value="${query.from ?? ''}" class="${ui.input}"></div>
        <div class="grid min-w-0 gap-1"><label for="to" class="${ui.label}">To</label>
          <input id="to" name="to" type="date" value="${query.to ?? ''}" class="${ui.input}"></div>
        <div class="col-span-2 flex flex-wrap gap-2 lg:col-span-1"><button class="${ui.button}">Filter</button>
          <a class="${ui.secondary} inline-flex items-center" href="/admin/audit/export.csv${params.size ? `?${params}` : ''}" download>Download as CSV</a></div>
      </form>
      ${
        shown.length === 0
          ? html`<p class="mt-6">No entries${params.size ? ' match these filters' : ' yet'}.</p>`
          : tableRegion(
              'Audit entries',
              html`<table class="w-full min-w-[48rem] text-left text-sm"><caption class="sr-only">Audit entries, newest first</caption>
              <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">When</th><th scope="col" class="${ui.th}">Who</th><th scope="col" class="${ui.th}">What</th><th scope="col" class="${ui.th}">Record</th><th scope="col" class="${ui.th}">Detail</th><th scope="col" class="${ui.th}">From</th></tr></thead>
              <tbody>${shown.map(
                (entry) => html`<tr class="border-t border-border">
                  <td class="${ui.td} whitespace-nowrap">${when(entry.at)}</td>
                  <td class="${ui.td}">${entry.username}</td>
                  <td class="${ui.td}">${t(`audit.action.${entry.action}`)}</td>
                  <td class="${ui.td} font-mono text-xs">${entry.record ?? ''}</td>
                  <td class="${ui.td}">${entry.detail ?? ''}</td>
                  <td class="${ui.td} font-mono text-xs">${entry.address ?? ''}</td></tr>`,
              )}</tbody></table>`,
            )
      }
      ${more ? html`<p class="mt-4"><a class="${ui.link}" href="/admin/audit?${more}">Older entries</a></p>` : ''}`,
      parsed.success ? 200 : 400,
    )
  })

  app.get('/export.csv', (c) => {
    const parsed = parse(c)
    if (!parsed.success) return c.text(parsed.error.issues[0]?.message ?? 'Check the filters.', 400)
    const entries = audit.query({ ...filterOf(parsed.data), before: undefined })
    deps.record(c, 'audit.exported', { detail: `${entries.length} entries` })
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

import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import { officeIds } from '#shared/practice'
import { reasons } from '#shared/contact/fields'
import { z } from '#shared/zod'
import { requireRole } from '../auth/guard'
import type { AdminDeps } from '../context'
import { toCsv } from '../csv'
import { DAY } from '../deps'
import { formError, idParam, readForm, type FormError } from '../form'
import { adminI18n, adminKey, i18nOf, isAdminKey } from '../i18n'
import { may } from '../roles'
import { count } from '../count'
import {
  BadFilter,
  DeleteQuestion,
  Inbox,
  MessageNotFound,
  MessagePage,
  NOTE_MAX,
  subjectOf,
  type MailTestView,
} from './views'
import { replyLink } from './reply'
import { statuses, type InboxMessage, type StatusFilter } from './store'

/** The audit trail's detail is recorded in English (its export's language); its page words it for each reader. */
const recorded = adminI18n('en')

const PAGE = 50

/** An optional choice from a list: '' or absent is no choice; anything else not on the list is an error. */
const optional = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): T | undefined => {
      if (!value) return undefined
      if (values.includes(value as T)) return value as T
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })

export const FilterSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value, ctx): StatusFilter => {
      if (!value) return 'open'
      if (value === 'open' || value === 'all' || statuses.includes(value as never))
        return value as StatusFilter
      ctx.addIssue({ code: 'custom', message: adminKey('form.chooseStatus') })
      return z.NEVER
    }),
  kind: optional(['contact', 'appointment'] as const, adminKey('form.chooseKind')),
  reason: optional(reasons, adminKey('form.chooseReason')),
  language: optional(['en', 'es'] as const, adminKey('form.chooseLanguage')),
  office: optional([...officeIds, 'none' as const], adminKey('form.chooseOffice')),
  page: z
    .string()
    .optional()
    .transform((value) => value || '1')
    .refine((value) => /^[1-9]\d{0,5}$/.test(value), adminKey('form.noSuchPage'))
    .transform(Number),
})

const UpdateSchema = z.object({
  status: z.enum(statuses, { error: adminKey('form.chooseStatus') }),
  assigned_to: z
    .string()
    .optional()
    .refine((value) => !value || /^[1-9]\d{0,9}$/.test(value), adminKey('form.choosePerson'))
    .transform((value) => (value ? Number(value) : null)),
  office: optional(officeIds, adminKey('form.chooseOffice')),
})

const NoteSchema = z.object({
  note: z
    .string({ error: adminKey('form.noteEmpty') })
    .trim()
    .min(1, adminKey('form.noteEmpty'))
    .max(NOTE_MAX, adminKey('form.noteTooLong')),
})

/**
 * The inbox at /admin/messages: filter, read, move through new → in progress → done, note,
 * reply. Deleting is the owner's, and only for spam or a message past its retention: patients'
 * messages stay until the daily retention job removes them.
 */
export function routes(deps: AdminDeps) {
  const { inbox, users, render } = deps
  // Without a mail server (SMTP_HOST) the office is not emailed: this inbox is the only place to look.
  const mailForwarding = deps.mail !== null
  const app = new Hono()

  /** For the owner, with mail set up: the button that sends the office a test message, and how the last went. */
  const mailTest = (c: Context): MailTestView | null => {
    if (!deps.mail || c.var.adminUser.role !== 'owner') return null
    const outcome = c.req.query('mail')
    return { office: deps.mail.office, outcome: outcome === 'sent' || outcome === 'failed' ? outcome : null }
  }

  /** People who may be given a message: active accounts whose role opens the inbox. */
  const assignable = () =>
    users
      .list()
      .filter(
        (user) => user.disabled_at === null && user.password_hash !== null && may(user.role, 'messages'),
      )

  /** The filters as a query string, without the page, and without the default status. */
  const filterParams = (query: z.output<typeof FilterSchema>) => {
    const params = new URLSearchParams()
    const { status, kind, reason, language, office } = query
    for (const [name, value] of Object.entries({
      status: status === 'open' ? undefined : status,
      kind,
      reason,
      language,
      office,
    }))
      if (value) params.set(name, value)
    return params
  }

  app.get('/', (c) => {
    const { t } = i18nOf(c)
    const parsed = FilterSchema.safeParse(c.req.query())
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message
      return render(
        c,
        t('messages.title'),
        jsx(BadFilter, { error: formError(isAdminKey(key) ? key : 'form.check') }),
        400,
      )
    }
    const query = parsed.data
    const total = inbox.count(query)
    const list = inbox.list(query, PAGE, (query.page - 1) * PAGE)
    const params = filterParams(query)
    const pageLink = (page: number) =>
      `/admin/messages?${new URLSearchParams([...params, ['page', String(page)]])}`
    return render(
      c,
      t('messages.title'),
      jsx(Inbox, {
        query,
        list,
        total,
        mailForwarding,
        retentionDays: deps.retentionDays,
        newer: query.page > 1 ? pageLink(query.page - 1) : null,
        older: query.page * PAGE < total ? pageLink(query.page + 1) : null,
        csv: `/admin/messages/export.csv${params.size ? `?${params}` : ''}`,
        deleted: c.req.query('deleted') === '1',
        mailTest: mailTest(c),
      }),
    )
  })

  app.get('/export.csv', (c) => {
    const parsed = FilterSchema.safeParse(c.req.query())
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message
      return c.text(i18nOf(c).say(isAdminKey(key) ? key : 'form.check'), 400)
    }
    const rows = inbox.list(parsed.data, 100_000)
    deps.record(c, 'message.exported', {
      detail: `${count(rows.length, 'message')}; ${filterParams(parsed.data).toString() || 'status=open'}`,
      params: { count: rows.length, via: 'csv' },
    })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header(
      'Content-Disposition',
      `attachment; filename="messages-${new Date(deps.now()).toISOString().slice(0, 10)}.csv"`,
    )
    return c.body(
      toCsv([
        [
          'id',
          'received_utc',
          'status',
          'assigned_to',
          'office',
          'kind',
          'reason',
          'language',
          'name',
          'phone',
          'email',
          'best_way_to_reach',
          'best_time',
          'insurance',
          'insurance_plan',
          'message',
        ],
        ...rows.map((m) => [
          m.id,
          m.created_at,
          m.status,
          m.assignee,
          m.office,
          m.kind,
          m.reason,
          m.language,
          m.name,
          m.phone,
          m.email,
          m.contact_by,
          m.best_time,
          m.insurance,
          m.insurance_plan,
          m.message,
        ]),
      ]),
    )
  })

  const messageOf = (c: Context) => {
    const id = idParam(c)
    return id ? inbox.get(id) : undefined
  }
  const notFound = (c: Context) => {
    const { t } = i18nOf(c)
    return render(c, t('message.notFound'), jsx(MessageNotFound, {}), 404)
  }

  /** When the retention job deletes a message in any case. */
  const expiresAt = (m: InboxMessage) => Date.parse(m.created_at) + deps.retentionDays * DAY
  const expired = (m: InboxMessage) => expiresAt(m) <= deps.now()
  /** Only spam, or a message the retention job would delete now anyway: patients' messages are kept. */
  const deletable = (m: InboxMessage) => m.status === 'spam' || expired(m)

  const detail = (
    c: Context,
    m: InboxMessage,
    error?: FormError,
    status: 200 | 400 | 409 = error ? 400 : 200,
  ) => {
    const i18n = i18nOf(c)
    return render(
      c,
      i18n.t(m.kind === 'appointment' ? 'message.titleAppointment' : 'message.title', { name: m.name }),
      jsx(MessagePage, {
        message: m,
        notes: inbox.notes(m.id),
        people: assignable(),
        mailForwarding,
        canReply: replyLink(m) !== null,
        error,
        deletion: c.var.adminUser.role === 'owner' ? { allowed: deletable(m), expires: expiresAt(m) } : null,
      }),
      status,
    )
  }

  app.get('/:id', (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    deps.record(c, 'message.viewed', { record: `message:${m.id}` })
    return detail(c, m)
  })

  // The owner checks the mail settings by sending the office a message that holds no patient's data.
  app.post('/mail-test', async (c) => {
    if (c.var.adminUser.role !== 'owner' || !deps.mail) return deps.refuse(c, 'role')
    const { t } = i18nOf(c)
    try {
      await deps.mail.send({
        to: deps.mail.office,
        subject: t('mailTest.subject'),
        text: t('mailTest.text', { name: c.var.adminUser.display_name }),
      })
    } catch (error) {
      deps.record(c, 'mail.test_failed', { detail: (error as Error).message.slice(0, 200) })
      return c.redirect('/admin/messages?mail=failed', 303)
    }
    deps.record(c, 'mail.test_sent', { record: deps.mail.office })
    return c.redirect('/admin/messages?mail=sent', 303)
  })

  app.post('/:id', async (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    const form = await readForm(c, UpdateSchema)
    if (!form.ok) return detail(c, m, form.error)
    const { status, assigned_to, office } = form.data
    if (
      assigned_to !== null &&
      assigned_to !== m.assigned_to &&
      !assignable().some((u) => u.id === assigned_to)
    )
      return detail(c, m, formError('form.choosePerson', 'assigned_to'))
    const record = `message:${m.id}`
    if (status !== m.status) {
      inbox.setStatus(m.id, status)
      deps.record(c, 'message.status_changed', {
        record,
        detail: `${recorded.t(`status.${m.status}`)} → ${recorded.t(`status.${status}`)}`,
        params: { from: m.status, to: status },
      })
    }
    if (assigned_to !== m.assigned_to) {
      inbox.assign(m.id, assigned_to)
      const person = assigned_to === null ? null : users.get(assigned_to)
      deps.record(c, 'message.assigned', {
        record,
        detail: assigned_to === null ? 'nobody' : (person?.username ?? String(assigned_to)),
        params: { to: person?.display_name ?? '' },
      })
    }
    if ((office ?? null) !== m.office) {
      inbox.setOffice(m.id, office ?? null)
      deps.record(c, 'message.office_changed', {
        record,
        detail: office ?? 'none',
        params: { office: office ?? '' },
      })
    }
    return c.redirect(`/admin/messages/${m.id}`, 303)
  })

  app.post('/:id/notes', async (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    const form = await readForm(c, NoteSchema)
    if (!form.ok) return detail(c, m, form.error)
    inbox.addNote(m.id, c.var.adminUser.id, form.data.note)
    deps.record(c, 'message.note_added', { record: `message:${m.id}` })
    return c.redirect(`/admin/messages/${m.id}`, 303)
  })

  // Deleting: the owner's alone (front desk gets 403 even with a hand-made form), after a second
  // question, and only what patients' messages may lose: spam, or what retention removes anyway.
  const ownerOnly = requireRole(['owner'], deps.refuse)
  const refuseDelete = (c: Context, m: InboxMessage) => detail(c, m, formError('delete.notAllowed'), 409)

  app.get('/:id/delete', ownerOnly, (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    if (!deletable(m)) return refuseDelete(c, m)
    return render(
      c,
      i18nOf(c).t('delete.title'),
      jsx(DeleteQuestion, { message: m, expired: m.status !== 'spam' }),
    )
  })

  app.post('/:id/delete', ownerOnly, async (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    if (!deletable(m)) return refuseDelete(c, m)
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
    if (body.confirm !== 'yes') return c.redirect(`/admin/messages/${m.id}/delete`, 303)
    inbox.delete(m.id)
    deps.record(c, 'message.deleted', {
      record: `message:${m.id}`,
      detail: subjectOf(m, recorded),
      params: { kind: m.kind, reason: m.reason ?? 'general', why: m.status === 'spam' ? 'spam' : 'expired' },
    })
    return c.redirect('/admin/messages?deleted=1', 303)
  })

  // A link, not a form: it opens the mail program with the reply ready, and the trail records it.
  app.get('/:id/reply', (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    const link = replyLink(m)
    if (!link) return detail(c, m, formError('message.noEmailToReply'))
    deps.record(c, 'message.replied', { record: `message:${m.id}` })
    return c.redirect(link, 303)
  })

  return app
}

/** The inbox as JSON at /api/admin/messages, for scripts and tests. */
export function api(deps: AdminDeps) {
  const app = new Hono()
  app.get('/', (c) => {
    const messages = deps.messages.list(200)
    deps.record(c, 'message.exported', {
      detail: `${count(messages.length, 'message')} through the API`,
      params: { count: messages.length, via: 'api' },
    })
    return c.json({ messages, counts: deps.messages.counts() })
  })
  return app
}

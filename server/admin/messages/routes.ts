import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { officeIds, practice } from '#shared/practice'
import { reasons } from '#shared/contact/fields'
import { z } from '#shared/zod'
import { reasonLabel } from '../../i18n'
import type { AdminDeps } from '../context'
import { toCsv } from '../csv'
import { appointmentDetails } from '../../contact/details'
import { idParam, readForm } from '../form'
import { may } from '../roles'
import { when } from '../time'
import { count, csrfField, errorAlert, tableRegion, ui } from '../ui'
import { replyLink } from './reply'
import { statuses, statusLabels, type InboxFilter, type InboxMessage, type StatusFilter } from './store'

const PAGE = 50
const NOTE_MAX = 2000

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
      ctx.addIssue({ code: 'custom', message: 'Choose a status from the list.' })
      return z.NEVER
    }),
  kind: optional(['contact', 'appointment'] as const, 'Choose a kind from the list.'),
  reason: optional(reasons, 'Choose a reason from the list.'),
  language: optional(['en', 'es'] as const, 'Choose a language from the list.'),
  office: optional([...officeIds, 'none' as const], 'Choose an office from the list.'),
  page: z
    .string()
    .optional()
    .transform((value) => value || '1')
    .refine((value) => /^[1-9]\d{0,5}$/.test(value), 'That page does not exist.')
    .transform(Number),
})

const UpdateSchema = z.object({
  status: z.enum(statuses, { error: 'Choose a status from the list.' }),
  assigned_to: z
    .string()
    .optional()
    .refine((value) => !value || /^[1-9]\d{0,9}$/.test(value), 'Choose a person from the list.')
    .transform((value) => (value ? Number(value) : null)),
  office: optional(officeIds, 'Choose an office from the list.'),
})

const NoteSchema = z.object({
  note: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, 'Write the note first.')
    .max(NOTE_MAX, `Keep notes under ${NOTE_MAX.toLocaleString('en-US')} characters.`),
})

const subjectOf = (m: InboxMessage) =>
  m.kind === 'appointment' ? 'Appointment request' : reasonLabel('en', m.reason)
const languageName = (language: string) => (language === 'es' ? 'Spanish' : 'English')
const officeName = (id: string | null) =>
  practice.offices.find((office) => office.id === id)?.name.en ?? id ?? '—'

const statusBadge = (status: InboxMessage['status']) => {
  const tone = {
    new: 'bg-primary text-primary-foreground',
    in_progress: 'bg-warning text-warning-foreground',
    done: 'bg-muted text-foreground',
    spam: 'bg-muted text-muted-foreground line-through',
  }[status]
  return html`<span class="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}">${statusLabels[status]}</span>`
}

const select = (
  id: string,
  label: string,
  options: readonly (readonly [string, string])[],
  selected: string | undefined,
) => html`<div class="grid min-w-0 gap-1"><label for="${id}" class="${ui.label}">${label}</label>
  <select id="${id}" name="${id}" class="${ui.input}">${options.map(
    ([value, text]) =>
      html`<option value="${value}" ${value === (selected ?? '') ? 'selected' : ''}>${text}</option>`,
  )}</select></div>`

/** The inbox at /admin/messages: filter, read, move through new → in progress → done, note, reply. */
export function routes(deps: AdminDeps) {
  const { inbox, users, render } = deps
  // Without a mail server (SMTP_HOST) the office is not emailed: this inbox is the only place to look.
  const mailForwarding = deps.mail !== null
  const mailOff = html`<p role="status" class="mt-4 rounded-md border border-warning bg-warning/15 p-3" data-testid="mail-off">
    <strong>Mail is not configured.</strong> New messages are not emailed to the office: they are only here, so check this inbox. To have them emailed, set <code>SMTP_HOST</code> and restart the server.</p>`
  const app = new Hono()

  /** For the owner, with mail set up: a button that sends the office a test message, and how it went. */
  const mailTested = (c: Context) => {
    if (!deps.mail || c.var.adminUser.role !== 'owner') return ''
    const outcome = c.req.query('mail')
    return html`${
      outcome === 'sent'
        ? html`<p role="status" class="mt-4 rounded-md border border-success bg-success/15 p-3" data-testid="mail-test">A test message was sent to ${deps.mail.office}. If it does not arrive within a few minutes, check its spam folder, then the SMTP settings.</p>`
        : outcome === 'failed'
          ? html`<p role="alert" class="mt-4 rounded-md border border-destructive bg-destructive/10 p-3" data-testid="mail-test">The test message could not be sent. The reason is in the audit trail; check the SMTP settings and try again.</p>`
          : ''
    }<form method="post" action="/admin/messages/mail-test" class="mt-4">${csrfField(c)}<button class="${ui.secondary}">Send a test message to ${deps.mail.office}</button></form>`
  }

  /** People who may be given a message: active accounts whose role opens the inbox. */
  const assignable = () =>
    users
      .list()
      .filter(
        (user) => user.disabled_at === null && user.password_hash !== null && may(user.role, 'messages'),
      )

  const filterForm = (query: z.output<typeof FilterSchema>) => html`
    <form method="get" action="/admin/messages" class="mt-6 grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,1fr)_auto]">
      ${select(
        'status',
        'Status',
        [
          ['open', 'New and in progress'],
          ...statuses.map((s) => [s, statusLabels[s]] as const),
          ['all', 'All'],
        ],
        query.status,
      )}
      ${select(
        'kind',
        'Kind',
        [
          ['', 'All kinds'],
          ['appointment', 'Appointment requests'],
          ['contact', 'Messages'],
        ],
        query.kind,
      )}
      ${select('reason', 'Reason', [['', 'All reasons'], ...reasons.map((r) => [r, reasonLabel('en', r)] as const)], query.reason)}
      ${select(
        'language',
        'Language',
        [
          ['', 'Both languages'],
          ['en', 'English'],
          ['es', 'Spanish'],
        ],
        query.language,
      )}
      ${select('office', 'Office', [['', 'All offices'], ...officeIds.map((id) => [id, officeName(id)] as const), ['none', 'No office yet']], query.office)}
      <button class="${ui.button}">Filter</button>
    </form>`

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
    const parsed = FilterSchema.safeParse(c.req.query())
    if (!parsed.success) {
      return render(
        c,
        'Messages',
        html`${errorAlert(parsed.error.issues[0]?.message)}<p class="mt-4"><a class="${ui.link}" href="/admin/messages">Show new and in-progress messages</a></p>`,
        400,
      )
    }
    const query = parsed.data
    const filter: InboxFilter = query
    const total = inbox.count(filter)
    const list = inbox.list(filter, PAGE, (query.page - 1) * PAGE)
    const params = filterParams(query)
    const pageLink = (page: number) =>
      `/admin/messages?${new URLSearchParams([...params, ['page', String(page)]])}`
    return render(
      c,
      'Messages',
      html`${mailForwarding ? '' : mailOff}${mailTested(c)}<p class="mt-2 text-muted-foreground" data-testid="message-total">${count(total, 'message')} in this view, newest first. Messages are deleted ${deps.retentionDays} days after they arrive.</p>
      ${filterForm(query)}
      ${
        list.length === 0
          ? html`<p class="mt-6">No messages in this view.</p>`
          : tableRegion(
              'Messages',
              html`<table class="w-full min-w-[46rem] text-left text-sm"><caption class="sr-only">Messages, newest first</caption>
              <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">From</th><th scope="col" class="${ui.th}">Subject</th><th scope="col" class="${ui.th}">Status</th><th scope="col" class="${ui.th}">Assigned to</th><th scope="col" class="${ui.th}">Office</th><th scope="col" class="${ui.th}">Language</th><th scope="col" class="${ui.th}">Received</th></tr></thead>
              <tbody>${list.map(
                (m) => html`<tr class="border-t border-border">
                  <td class="${ui.td}"><a class="${ui.link}" href="/admin/messages/${m.id}">${m.name}</a></td>
                  <td class="${ui.td}">${subjectOf(m)}</td>
                  <td class="${ui.td}">${statusBadge(m.status)}</td>
                  <td class="${ui.td}">${m.assignee ?? '—'}</td>
                  <td class="${ui.td}">${officeName(m.office)}</td>
                  <td class="${ui.td}">${languageName(m.language)}</td>
                  <td class="${ui.td} whitespace-nowrap">${when(m.created_at)}</td></tr>`,
              )}</tbody></table>`,
            )
      }
      <div class="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p class="flex gap-4">${query.page > 1 ? html`<a class="${ui.link}" href="${pageLink(query.page - 1)}">Newer</a>` : ''}${
          query.page * PAGE < total
            ? html`<a class="${ui.link}" href="${pageLink(query.page + 1)}">Older</a>`
            : ''
        }</p>
        <a class="${ui.secondary} inline-flex items-center" href="/admin/messages/export.csv${params.size ? `?${params}` : ''}" download>Download this view as CSV</a>
      </div>`,
    )
  })

  app.get('/export.csv', (c) => {
    const parsed = FilterSchema.safeParse(c.req.query())
    if (!parsed.success) return c.text(parsed.error.issues[0]?.message ?? 'Check the filters.', 400)
    const rows = inbox.list(parsed.data, 100_000)
    deps.record(c, 'message.exported', {
      detail: `${count(rows.length, 'message')}; ${filterParams(parsed.data).toString() || 'status=open'}`,
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
  const notFound = (c: Context) =>
    render(
      c,
      'Message not found',
      html`<p class="mt-4 max-w-prose">It may have been deleted.</p><p class="mt-4"><a class="${ui.link}" href="/admin/messages">Back to messages</a></p>`,
      404,
    )

  const detail = (c: Context, m: InboxMessage, error?: string) => {
    const reply = replyLink(m)
    const notes = inbox.notes(m.id)
    const people = assignable()
    return render(
      c,
      m.kind === 'appointment' ? `Appointment request from ${m.name}` : `Message from ${m.name}`,
      html`${errorAlert(error)}
      <p class="mt-3">${statusBadge(m.status)}</p>
      <dl class="mt-6 grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt class="font-semibold">Received</dt><dd>${when(m.created_at)}</dd>
        <dt class="font-semibold">Phone</dt><dd>${m.phone ? html`<a class="text-primary underline" href="tel:${m.phone.replace(/[^\d+]/g, '')}">${m.phone}</a>` : '—'}</dd>
        <dt class="font-semibold">Email</dt><dd class="break-all">${m.email ?? '—'}</dd>
        ${appointmentDetails(m).map(({ label, text }) => html`<dt class="font-semibold">${label}</dt><dd class="break-words">${text}</dd>`)}
        <dt class="font-semibold">Subject</dt><dd>${subjectOf(m)}</dd>
        <dt class="font-semibold">Language</dt><dd>${languageName(m.language)}</dd>
        <dt class="font-semibold">Emailed to office</dt><dd>${m.forwarded_at ? when(m.forwarded_at) : mailForwarding ? `Not yet (${m.forward_attempts} attempts)` : 'No: mail is not configured'}</dd>
      </dl>
      <div class="mt-6 rounded-xl border border-border bg-card p-5 break-words whitespace-pre-wrap" data-testid="message-body">${m.message ?? ''}</div>
      <div class="mt-4 flex flex-wrap gap-3">
        ${reply ? html`<a class="${ui.button} inline-flex items-center" href="/admin/messages/${m.id}/reply">Reply by email</a>` : html`<p class="${ui.hint}">No email address: call to answer.</p>`}
      </div>

      <h2 class="mt-10 text-xl font-bold">Status and assignment</h2>
      <form method="post" action="/admin/messages/${m.id}" class="mt-4 grid max-w-3xl gap-3 sm:grid-cols-3 sm:items-end">
        ${csrfField(c)}
        ${select(
          'status',
          'Status',
          statuses.map((s) => [s, statusLabels[s]] as const),
          m.status,
        )}
        ${select('assigned_to', 'Assigned to', [['', 'Nobody'], ...people.map((u) => [String(u.id), u.display_name] as const)], m.assigned_to ? String(m.assigned_to) : '')}
        ${select('office', 'Office', [['', 'No office yet'], ...officeIds.map((id) => [id, officeName(id)] as const)], m.office ?? '')}
        <button class="${ui.button} justify-self-start">Save</button>
      </form>

      <h2 class="mt-10 text-xl font-bold">Internal notes</h2>
      <p class="mt-2 max-w-prose ${ui.hint}">Only staff see these. They are deleted with the message.</p>
      ${
        notes.length
          ? html`<ol class="mt-4 grid max-w-3xl gap-3">${notes.map(
              (note) =>
                html`<li class="${ui.card}"><p class="text-sm text-muted-foreground">${note.author}, ${when(note.created_at)}</p><p class="mt-1 break-words whitespace-pre-wrap">${note.body}</p></li>`,
            )}</ol>`
          : html`<p class="mt-4">No notes yet.</p>`
      }
      <form method="post" action="/admin/messages/${m.id}/notes" class="mt-4 grid max-w-3xl gap-2">
        ${csrfField(c)}
        <label for="note" class="${ui.label}">Add a note</label>
        <textarea id="note" name="note" rows="3" required maxlength="${NOTE_MAX}" class="${ui.input} py-2"></textarea>
        <button class="${ui.secondary} justify-self-start">Add note</button>
      </form>

      <h2 class="mt-10 text-xl font-bold">Delete</h2>
      <form method="post" action="/admin/messages/${m.id}/delete" class="mt-4">
        ${csrfField(c)}
        <button class="${ui.danger}">Delete this message permanently</button>
      </form>
      <p class="mt-8"><a class="${ui.link}" href="/admin/messages">Back to messages</a></p>`,
      error ? 400 : 200,
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
    if (c.var.adminUser.role !== 'owner' || !deps.mail)
      return render(
        c,
        'Not allowed',
        html`<p class="mt-4">Only an owner can send a test message, once mail is set up.</p>`,
        403,
      )
    try {
      await deps.mail.send({
        to: deps.mail.office,
        subject: 'test message',
        text: `${c.var.adminUser.display_name} sent this from the website's admin pages to check its mail settings. Messages from patients are forwarded to this address (MAIL_TO).`,
      })
    } catch (error) {
      deps.record(c, 'mail.test_failed', { detail: (error as Error).message.slice(0, 200) })
      return c.redirect(`/admin/messages?mail=failed`, 303)
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
      return detail(c, m, 'Choose a person from the list.')
    const record = `message:${m.id}`
    if (status !== m.status) {
      inbox.setStatus(m.id, status)
      deps.record(c, 'message.status_changed', {
        record,
        detail: `${statusLabels[m.status]} → ${statusLabels[status]}`,
      })
    }
    if (assigned_to !== m.assigned_to) {
      inbox.assign(m.id, assigned_to)
      deps.record(c, 'message.assigned', {
        record,
        detail: assigned_to === null ? 'nobody' : (users.get(assigned_to)?.username ?? String(assigned_to)),
      })
    }
    if ((office ?? null) !== m.office) {
      inbox.setOffice(m.id, office ?? null)
      deps.record(c, 'message.office_changed', { record, detail: office ?? 'none' })
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

  app.post('/:id/delete', (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    inbox.delete(m.id)
    deps.record(c, 'message.deleted', { record: `message:${m.id}`, detail: subjectOf(m) })
    return c.redirect('/admin/messages', 303)
  })

  // A link, not a form: it opens the mail program with the reply ready, and the trail records it.
  app.get('/:id/reply', (c) => {
    const m = messageOf(c)
    if (!m) return notFound(c)
    const link = replyLink(m)
    if (!link) return detail(c, m, 'This message has no email address. Call the patient to answer.')
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
    deps.record(c, 'message.exported', { detail: `${count(messages.length, 'message')} through the API` })
    return c.json({ messages, counts: deps.messages.counts() })
  })
  return app
}

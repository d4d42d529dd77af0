/** @jsxImportSource hono/jsx */
import { officeIds, practice } from '#shared/practice'
import { reasons } from '#shared/contact/fields'
import { cn } from '#shared/ui/cn'
import { appointmentDetails } from '../../contact/details'
import { reasonLabel } from '../../i18n'
import { fieldError, type FormError } from '../form'
import type { AdminI18n } from '../i18n'
import { Button, LinkButton, PostForm, TextLink } from '../ui/button'
import { useI18n } from '../ui/context'
import { SelectField, TextArea } from '../ui/field'
import { BackLink, Facts, Filters, Hint, Pagination, Prose, Section } from '../ui/layout'
import { ErrorSummary, Notice } from '../ui/notice'
import { DataTable } from '../ui/table'
import { statuses, type InboxFilter, type InboxMessage, type Status } from './store'

export const NOTE_MAX = 2000

export const subjectOf = (m: InboxMessage, { t, language }: AdminI18n) =>
  m.kind === 'appointment' ? t('messages.appointment') : reasonLabel(language, m.reason)

export const officeName = (id: string | null, { t, language }: AdminI18n) =>
  practice.offices.find((office) => office.id === id)?.name[language] ?? t('messages.noOffice')

const languageName = (language: string, { t }: AdminI18n) =>
  t(language === 'es' ? 'language.es' : 'language.en')

const tones: Record<Status, string> = {
  new: 'bg-primary text-primary-foreground',
  in_progress: 'bg-warning text-warning-foreground',
  done: 'bg-muted text-foreground',
  spam: 'bg-muted text-muted-foreground line-through',
}

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useI18n()
  return (
    <span
      class={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  )
}

export interface InboxView {
  query: InboxFilter & { page: number }
  list: InboxMessage[]
  total: number
  mailForwarding: boolean
  retentionDays: number
  newer: string | null
  older: string | null
  csv: string
  deleted: boolean
  /** The owner's test of the mail settings, when mail is set up. */
  mailTest: MailTestView | null
}

export interface MailTestView {
  /** Where patients' messages are forwarded (MAIL_TO). */
  office: string
  /** How the test just sent went. */
  outcome: 'sent' | 'failed' | null
}

/** The owner's button that sends the office a test message, and how the last one went. */
function MailTest({ office, outcome }: MailTestView) {
  const { t } = useI18n()
  return (
    <>
      <Notice tone="done" testid="mail-test">
        {outcome === 'sent' ? t('mailTest.sent', { office }) : null}
      </Notice>
      <Notice tone="error" testid="mail-test">
        {outcome === 'failed' ? t('mailTest.failed') : null}
      </Notice>
      <PostForm action="/admin/messages/mail-test" class="mt-4">
        <Button variant="secondary">{t('mailTest.button', { office })}</Button>
      </PostForm>
    </>
  )
}

export function MailOff() {
  const { t, rich } = useI18n()
  return (
    <Notice tone="warning" testid="mail-off">
      <strong>{t('messages.mailOff.lead')}</strong>{' '}
      {rich('messages.mailOff.text', { setting: <code>SMTP_HOST</code> })}
    </Notice>
  )
}

function InboxFilters({ query }: { query: InboxView['query'] }) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <Filters action="/admin/messages" class="sm:grid-cols-3 lg:grid-cols-[repeat(5,1fr)_auto]">
      <SelectField
        id="status"
        label={t('messages.status')}
        options={[
          ['open', t('messages.filter.open')],
          ...statuses.map((s) => [s, t(`status.${s}`)] as const),
          ['all', t('messages.filter.allStatuses')],
        ]}
        selected={query.status}
      />
      <SelectField
        id="kind"
        label={t('messages.kind')}
        options={[
          ['', t('messages.filter.allKinds')],
          ['appointment', t('messages.filter.appointments')],
          ['contact', t('messages.filter.messages')],
        ]}
        selected={query.kind}
      />
      <SelectField
        id="reason"
        label={t('messages.reason')}
        options={[
          ['', t('messages.filter.allReasons')],
          ...reasons.map((r) => [r, reasonLabel(i18n.language, r)] as const),
        ]}
        selected={query.reason}
      />
      <SelectField
        id="language"
        label={t('messages.language')}
        options={[
          ['', t('messages.filter.bothLanguages')],
          ['en', t('language.en')],
          ['es', t('language.es')],
        ]}
        selected={query.language}
      />
      <SelectField
        id="office"
        label={t('messages.office')}
        options={[
          ['', t('messages.filter.allOffices')],
          ...officeIds.map((id) => [id, officeName(id, i18n)] as const),
          ['none', t('messages.noOffice')],
        ]}
        selected={query.office}
      />
      <Button class="justify-self-start">{t('messages.filter.submit')}</Button>
    </Filters>
  )
}

/** The inbox at /admin/messages. */
export function Inbox(view: InboxView) {
  const i18n = useI18n()
  const { t, plural } = i18n
  return (
    <>
      {view.mailForwarding ? null : <MailOff />}
      {view.mailTest ? <MailTest {...view.mailTest} /> : null}
      <Notice tone="done">{view.deleted ? t('messages.deleted') : null}</Notice>
      <p class="mt-2 text-muted-foreground" data-testid="message-total">
        {plural('messages.total', view.total)} {plural('messages.retention', view.retentionDays)}
      </p>
      <InboxFilters query={view.query} />
      {view.list.length === 0 ? (
        <p class="mt-6">{t('messages.none')}</p>
      ) : (
        <DataTable
          caption={t('messages.caption')}
          rows={view.list}
          columns={[
            {
              header: t('messages.from'),
              cell: (m) => <TextLink href={`/admin/messages/${m.id}`}>{m.name}</TextLink>,
              class: 'wrap-anywhere',
            },
            { header: t('messages.subject'), cell: (m) => subjectOf(m, i18n) },
            { header: t('messages.status'), cell: (m) => <StatusBadge status={m.status} /> },
            { header: t('messages.assignedTo'), cell: (m) => m.assignee ?? t('messages.nobody') },
            { header: t('messages.office'), cell: (m) => officeName(m.office, i18n) },
            { header: t('messages.language'), cell: (m) => languageName(m.language, i18n) },
            { header: t('messages.received'), cell: (m) => i18n.dateTime(m.created_at) },
          ]}
        />
      )}
      <div class="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Pagination newer={view.newer} older={view.older} />
        <LinkButton href={view.csv} download class="ml-auto">
          {t('messages.csv')}
        </LinkButton>
      </div>
    </>
  )
}

export interface MessageView {
  message: InboxMessage
  notes: { author: string; created_at: number; body: string }[]
  people: { id: number; display_name: string }[]
  mailForwarding: boolean
  canReply: boolean
  error?: FormError | null
  /** For the owner: whether it may be deleted now, and when it will be deleted in any case. */
  deletion: { allowed: boolean; expires: number } | null
}

/** One message at /admin/messages/:id: what the patient wrote, its status, notes, reply. */
export function MessagePage({
  message: m,
  notes,
  people,
  mailForwarding,
  canReply,
  error,
  deletion,
}: MessageView) {
  const i18n = useI18n()
  const { t, plural } = i18n
  const errorFor = fieldError(i18n, error)
  return (
    <>
      <ErrorSummary error={error} />
      <p class="mt-3">
        <StatusBadge status={m.status} />
      </p>
      <Facts
        items={[
          [t('message.received'), i18n.dateTime(m.created_at)],
          [
            t('message.phone'),
            m.phone ? (
              <a class="text-primary underline" href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
                {m.phone}
              </a>
            ) : (
              '—'
            ),
          ],
          [t('message.email'), <span class="break-all">{m.email ?? '—'}</span>],
          ...appointmentDetails(m, i18n.language).map(({ label, text }) => [label, text] as const),
          [t('messages.subject'), subjectOf(m, i18n)],
          [t('message.language'), languageName(m.language, i18n)],
          [
            t('message.emailed'),
            m.forwarded_at
              ? i18n.dateTime(m.forwarded_at)
              : mailForwarding
                ? plural('message.notYetEmailed', m.forward_attempts)
                : t('message.mailOff'),
          ],
        ]}
      />
      <div
        class="mt-6 rounded-xl border border-border bg-card p-5 break-words whitespace-pre-wrap"
        data-testid="message-body"
      >
        {m.message ?? ''}
      </div>
      <div class="mt-4 flex flex-wrap gap-3">
        {canReply ? (
          <LinkButton href={`/admin/messages/${m.id}/reply`} variant="default">
            {t('message.reply')}
          </LinkButton>
        ) : (
          <Hint>{t('message.noEmail')}</Hint>
        )}
      </div>

      <Section id="status" title={t('message.statusHeading')}>
        <PostForm
          action={`/admin/messages/${m.id}`}
          class="mt-4 grid max-w-3xl gap-3 sm:grid-cols-3 sm:items-end"
        >
          <SelectField
            id="status"
            label={t('messages.status')}
            options={statuses.map((s) => [s, t(`status.${s}`)] as const)}
            selected={m.status}
            error={errorFor('status')}
          />
          <SelectField
            id="assigned_to"
            label={t('messages.assignedTo')}
            options={[
              ['', t('messages.nobody')],
              ...people.map((u) => [String(u.id), u.display_name] as const),
            ]}
            selected={m.assigned_to ? String(m.assigned_to) : ''}
            error={errorFor('assigned_to')}
          />
          <SelectField
            id="office"
            label={t('messages.office')}
            options={[
              ['', t('messages.noOffice')],
              ...officeIds.map((id) => [id, officeName(id, i18n)] as const),
            ]}
            selected={m.office ?? ''}
            error={errorFor('office')}
          />
          <Button class="justify-self-start">{t('message.save')}</Button>
        </PostForm>
      </Section>

      <Section id="notes" title={t('message.notesHeading')}>
        <Hint>{t('message.notesHint')}</Hint>
        {notes.length ? (
          <ol class="mt-4 grid max-w-3xl gap-3">
            {notes.map((note) => (
              <li class="rounded-xl border border-border bg-card p-5">
                <p class="text-sm text-muted-foreground">
                  {t('message.noteBy', { author: note.author, when: i18n.dateTime(note.created_at) })}
                </p>
                <p class="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <Prose>{t('message.noNotes')}</Prose>
        )}
        <PostForm action={`/admin/messages/${m.id}/notes`} class="mt-4 grid max-w-3xl gap-2">
          <TextArea
            id="note"
            label={t('message.addNote')}
            rows={3}
            required
            maxlength={NOTE_MAX}
            error={errorFor('note')}
          />
          <Button variant="outline" class="justify-self-start">
            {t('message.addNoteButton')}
          </Button>
        </PostForm>
      </Section>

      {deletion ? (
        <Section id="delete" title={t('message.deleteHeading')}>
          <Prose>{t('message.retention', { date: i18n.date(deletion.expires) })}</Prose>
          {deletion.allowed ? (
            <p class="mt-4">
              <LinkButton href={`/admin/messages/${m.id}/delete`} variant="outline" class="text-destructive">
                {t('message.deleteButton')}
              </LinkButton>
            </p>
          ) : (
            <Hint>{t('message.deleteOnlySpam')}</Hint>
          )}
        </Section>
      ) : null}
      <BackLink href="/admin/messages">{t('message.back')}</BackLink>
    </>
  )
}

/** The second question before a message is deleted for good. */
export function DeleteQuestion({ message: m, expired }: { message: InboxMessage; expired: boolean }) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <>
      <Prose>
        {t(expired ? 'delete.whyExpired' : 'delete.whySpam', {
          name: m.name,
          when: i18n.dateTime(m.created_at),
        })}
      </Prose>
      <Prose>{t('delete.cannotUndo')}</Prose>
      <PostForm action={`/admin/messages/${m.id}/delete`} class="mt-6 flex flex-wrap items-center gap-3">
        <input type="hidden" name="confirm" value="yes" />
        <Button variant="destructive">{t('delete.yes')}</Button>
        <LinkButton href={`/admin/messages/${m.id}`}>{t('delete.no')}</LinkButton>
      </PostForm>
    </>
  )
}

/** A filter that is not on the lists (a link typed by hand): what is wrong, and the way back. */
export function BadFilter({ error }: { error: FormError }) {
  const i18n = useI18n()
  return (
    <>
      <Notice tone="error">{i18n.say(error.key)}</Notice>
      <BackLink href="/admin/messages">{i18n.t('messages.showOpen')}</BackLink>
    </>
  )
}

export function MessageNotFound() {
  const { t } = useI18n()
  return (
    <>
      <Prose>{t('message.notFoundText')}</Prose>
      <BackLink href="/admin/messages">{t('message.back')}</BackLink>
    </>
  )
}

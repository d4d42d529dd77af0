/** @jsxImportSource hono/jsx */
import type { FormError } from '../form'
import { LinkButton, Button, TextLink } from '../ui/button'
import { useI18n } from '../ui/context'
import { SelectField, TextField } from '../ui/field'
import { Filters, Hint, Pagination, Prose } from '../ui/layout'
import { Notice } from '../ui/notice'
import { DataTable } from '../ui/table'
import type { User } from '../users/store'
import { detailOf } from './details'
import { auditActions, type AuditEntry } from './log'

export interface AuditQuery {
  actor?: string
  action?: string
  from?: string
  to?: string
}

export interface AuditView {
  query: AuditQuery
  entries: readonly AuditEntry[]
  people: readonly User[]
  /** Sign-ins the limits refused in the last day, and for whom (null: names that match no account). */
  limited: { count: number; names: readonly (string | null)[] }
  error: FormError | null
  filtered: boolean
  csv: string
  older: string | null
}

/** Sign-in limits reached in the last day: someone may be guessing passwords. */
function Limited({ count, names }: AuditView['limited']) {
  const { t, plural, list } = useI18n()
  if (count === 0) return null
  return (
    <Notice tone="warning">
      <p>
        <strong>{plural('audit.limited.lead', count)}</strong>
        {t('audit.limited.for', {
          names: list(names.map((name) => name ?? t('audit.limited.unknown'))),
        })}
      </p>
      <p class="mt-2">
        <TextLink href="/admin/audit?action=sign_in.limited">{t('audit.limited.link')}</TextLink>
      </p>
    </Notice>
  )
}

/** The audit trail at /admin/audit: who did what and when, filtered, newest first. */
export function AuditTrail(view: AuditView) {
  const i18n = useI18n()
  const { t } = i18n
  const { query, error } = view
  return (
    <>
      <Hint>{t('audit.intro')}</Hint>
      <Limited {...view.limited} />
      <Notice tone="error">{error ? i18n.say(error.key) : null}</Notice>
      <Filters action="/admin/audit" class="lg:grid-cols-[1fr_1fr_auto_auto_auto]">
        <SelectField
          id="actor"
          label={t('audit.person')}
          options={[
            ['', t('audit.everyone')],
            ...view.people.map(
              (user) => [String(user.id), `${user.display_name} (${user.username})`] as const,
            ),
            ['system', t('audit.system')],
          ]}
          selected={query.actor}
        />
        <SelectField
          id="action"
          label={t('audit.action')}
          options={[
            ['', t('audit.allActions')],
            ...auditActions.map((id) => [id, t(`audit.action.${id}`)] as const),
          ]}
          selected={query.action}
        />
        <TextField id="from" type="date" label={t('audit.from')} value={query.from ?? ''} />
        <TextField id="to" type="date" label={t('audit.to')} value={query.to ?? ''} />
        <div class="flex flex-wrap gap-2 min-[420px]:col-span-2 lg:col-span-1">
          <Button>{t('audit.filter')}</Button>
          <LinkButton href={view.csv} download>
            {t('audit.csv')}
          </LinkButton>
        </div>
      </Filters>
      {view.entries.length === 0 ? (
        <Prose class="mt-6">{t(view.filtered ? 'audit.noneFiltered' : 'audit.none')}</Prose>
      ) : (
        <DataTable
          caption={t('audit.caption')}
          rows={view.entries}
          columns={[
            {
              header: t('audit.when'),
              cell: (entry) => i18n.dateTime(entry.at),
              class: 'md:whitespace-nowrap',
            },
            { header: t('audit.who'), cell: (entry) => entry.username, class: 'wrap-anywhere' },
            { header: t('audit.what'), cell: (entry) => t(`audit.action.${entry.action}`) },
            {
              header: t('audit.record'),
              cell: (entry) => entry.record ?? '',
              class: 'font-mono text-xs break-all',
            },
            { header: t('audit.detail'), cell: (entry) => detailOf(entry, i18n), class: 'wrap-anywhere' },
            {
              header: t('audit.address'),
              cell: (entry) => entry.address ?? '',
              class: 'font-mono text-xs break-all',
            },
          ]}
        />
      )}
      <Pagination older={view.older} />
    </>
  )
}

import { reasonLabel } from '../../i18n'
import { asPublishReason, sayPublishReason } from '../content/publish-reasons'
import type { AdminI18n } from '../i18n'
import { statuses, type Status } from '../messages/store'
import { officeName } from '../messages/views'
import { isRole } from '../roles'
import type { AuditAction, AuditEntry } from './log'

/**
 * An entry's detail in the reader's language. Entries record their facts as data (`params`:
 * codes, counts, names) beside an English `detail`, which is what the CSV export carries; the page
 * words the facts when it is read, so a Spanish reader reads Spanish. An entry without facts
 * (older ones, a system error's own text) shows its recorded detail.
 */

type Params = Record<string, unknown>
type Words = (params: Params, i18n: AdminI18n) => string | null

const isStatus = (value: unknown): value is Status => statuses.includes(value as Status)
const text = (value: unknown) => (typeof value === 'string' ? value : null)
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)
/** `value` when it is one of `codes`. */
const oneOf = <C extends string>(codes: readonly C[], value: unknown) =>
  codes.includes(value as C) ? (value as C) : null

/** Why the server published by itself, and what the build said when it stopped (its own English words). */
function published({ reasons, said }: Params, i18n: AdminI18n): string | null {
  const why = (Array.isArray(reasons) ? reasons : []).map(asPublishReason)
  if (why.includes(null)) return null
  const parts = [
    text(said) ? i18n.t('audit.detail.buildSaid', { said: text(said) ?? '' }) : null,
    ...why.map((reason) => reason && sayPublishReason(reason, i18n)),
  ].filter((part) => part !== null)
  return parts.join('; ')
}

/** "2 sessions ended; 1 link voided", the parts that are more than zero (sessions always). */
function ended({ sessions, links }: Params, { plural }: AdminI18n, always = true): string | null {
  const parts = [
    count(sessions) !== null && (always || count(sessions))
      ? plural('audit.detail.sessionsEnded', count(sessions) ?? 0)
      : null,
    count(links) ? plural('audit.detail.linksVoided', count(links) ?? 0) : null,
  ].filter((part) => part !== null)
  return parts.length ? parts.join('; ') : null
}

const words: Partial<Record<AuditAction, Words>> = {
  'sign_in.failure': ({ reason }, { t }) => {
    const code = oneOf(['unknown', 'disabled', 'invited', 'password'], reason)
    return code && t(`audit.detail.signIn.${code}`)
  },
  'sign_in.limited': ({ limit }, { t }) => {
    const code = oneOf(['address', 'pair', 'username'], limit)
    return code && t(`audit.detail.limit.${code}`)
  },
  'session.ended_all': ({ count: n }, i18n) => ended({ sessions: n }, i18n),
  'message.status_changed': ({ from, to }, { t }) =>
    isStatus(from) && isStatus(to) ? `${t(`status.${from}`)} → ${t(`status.${to}`)}` : null,
  'message.assigned': ({ to }, { t }) => text(to) || t('audit.detail.nobody'),
  'message.office_changed': ({ office }, i18n) => officeName(text(office), i18n),
  'message.deleted': ({ kind, reason }, i18n) =>
    kind === 'appointment'
      ? i18n.t('messages.appointment')
      : reasonLabel(i18n.language, text(reason) ?? 'general'),
  'message.exported': ({ count: n, via }, { plural }) => {
    const total = count(n)
    if (total === null) return null
    return plural(via === 'api' ? 'audit.detail.exportedApi' : 'audit.detail.exported', total)
  },
  'statistics.exported': ({ count: n, days }, { plural }) => {
    const total = count(n)
    return total === null || count(days) === null
      ? null
      : plural('audit.detail.statistics', total, { days: count(days) ?? 0 })
  },
  'user.invited': ({ name, role, again }, { t }) => {
    if (again) return t('audit.detail.newInvitation')
    return text(name) && isRole(role)
      ? t('audit.detail.invited', { name: text(name) ?? '', role: t(`role.${role}`) })
      : null
  },
  'user.changed': ({ from, to, renamed, email }, { t }) => {
    const parts = [
      isRole(from) && isRole(to)
        ? t('audit.detail.role', { from: t(`role.${from}`), to: t(`role.${to}`) })
        : null,
      renamed ? t('audit.detail.renamed') : null,
      email ? t('audit.detail.email') : null,
    ].filter((part) => part !== null)
    return parts.length ? parts.join('; ') : null
  },
  'user.disabled': (params, i18n) => ended(params, i18n),
  'user.enabled': (params, i18n) => ended({ links: params.links }, i18n, false) ?? '',
  'user.password_set': ({ purpose }, { t }) => {
    const code = oneOf(['invitation', 'reset'], purpose)
    return code && t(`audit.detail.purpose.${code}`)
  },
  'user.owner_password': ({ result }, { t }) => {
    const code = oneOf(['created', 'updated'], result)
    return code && t(`audit.detail.owner.${code}`)
  },
  'backup.created': ({ bytes, content, encrypted, removed }, { t, plural, number }) => {
    const size = count(bytes)
    if (size === null) return null
    return [
      t('audit.detail.bytes', { size: number(size) }),
      text(content)
        ? t('audit.detail.backupContent', { commit: text(content) ?? '' })
        : t('audit.detail.noContent'),
      encrypted ? t('audit.detail.encrypted') : null,
      count(removed) ? plural('audit.detail.removed', count(removed) ?? 0) : null,
    ]
      .filter((part) => part !== null)
      .join('; ')
  },
  'backup.restored': ({ messages, version, content }, { t, plural }) => {
    if (count(messages) === null || count(version) === null) return null
    return [
      plural('audit.detail.restored', count(messages) ?? 0, { version: count(version) ?? 0 }),
      text(content)
        ? t('audit.detail.backupContent', { commit: text(content) ?? '' })
        : t('audit.detail.noContentRestored'),
    ].join('; ')
  },
  'backup.failed': ({ said }, { t }) =>
    text(said) ? t('audit.detail.systemSaid', { said: text(said) ?? '' }) : null,
  'content.published': published,
  'content.publish_failed': published,
  'retention.messages_deleted': ({ count: n, days }, { plural }) =>
    count(n) === null || count(days) === null
      ? null
      : plural('audit.detail.expired', count(n) ?? 0, { days: count(days) ?? 0 }),
  'audit.exported': ({ count: n }, { plural }) =>
    count(n) === null ? null : plural('audit.detail.entries', count(n) ?? 0),
  'content.saved': ({ picture }, { t }) => (picture ? t('audit.detail.picture') : null),
  'content.update_taken': ({ files, kept }, { plural }) => {
    if (count(files) === null) return null
    const parts = [plural('audit.detail.files', count(files) ?? 0)]
    if (count(kept)) parts.push(plural('audit.detail.kept', count(kept) ?? 0))
    return parts.join('; ')
  },
}

/** The facts an entry recorded as data, or an empty object (older entries, or none). */
function paramsOf(entry: AuditEntry): Params {
  try {
    const parsed: unknown = entry.params ? JSON.parse(entry.params) : {}
    return parsed && typeof parsed === 'object' ? (parsed as Params) : {}
  } catch {
    return {}
  }
}

export function detailOf(entry: AuditEntry, i18n: AdminI18n): string {
  const say = words[entry.action]
  const params = paramsOf(entry)
  return (say && Object.keys(params).length > 0 ? say(params, i18n) : null) ?? entry.detail ?? ''
}

import type { Db } from '../../db'
import type { Clock } from '../deps'

/**
 * Everything the audit trail records. The audit page says each as a sentence in the reader's
 * language (`audit.action.<id>` and `audit.sentence.<id>` in shared/locales/admin.*.ts).
 */
export const auditActions = [
  'sign_in.success',
  'sign_in.failure',
  'sign_in.limited',
  'sign_out',
  'session.ended',
  'session.ended_all',
  'password.changed',
  'message.viewed',
  'message.status_changed',
  'message.assigned',
  'message.office_changed',
  'message.note_added',
  'message.replied',
  'message.deleted',
  'message.exported',
  'statistics.exported',
  'user.invited',
  'user.changed',
  'user.disabled',
  'user.enabled',
  'user.reset_link',
  'user.password_set',
  'user.owner_password',
  'backup.created',
  'backup.failed',
  'backup.restored',
  'retention.messages_deleted',
  'audit.exported',
  'content.saved',
  'content.restored',
  'content.published',
  'content.update_taken',
  'mail.test_sent',
  'mail.test_failed',
  'content.publish_failed',
] as const

export type AuditAction = (typeof auditActions)[number]
export const isAuditAction = (value: unknown): value is AuditAction =>
  auditActions.includes(value as AuditAction)

/** Who did it: a person, the server itself (scheduled jobs), or a name typed at the sign-in. */
export type Actor = { id: number | null; username: string }
export const SYSTEM: Actor = { id: null, username: 'system' }

export interface AuditEntry {
  id: number
  at: number
  user_id: number | null
  username: string
  action: AuditAction
  /** Which record: `message:12`, `user:3`, a backup file name. */
  record: string | null
  /** A short fact (old → new status, a count). Never a message, a note or a password. */
  detail: string | null
  address: string | null
  /** The entry's facts as JSON (statuses, counts, a role), for the audit page's sentence in each language. */
  params: string | null
}

/** A fact as JSON holds it. */
export type AuditValue =
  string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue }

/** Facts of an entry the audit page words in the reader's language: ids, names, counts, codes. */
export type AuditParams = Record<string, AuditValue>

export interface AuditFilter {
  /** A person's id, or 'system' for the server's own entries. */
  actor?: number | 'system'
  action?: AuditAction
  from?: number
  to?: number
  /** Entries older than this id (the next page). */
  before?: number
  limit?: number
}

/**
 * The audit trail: append-only. The application only ever inserts; the database refuses UPDATE
 * and DELETE on the table (triggers in server/db.ts), and nothing deletes it: it is kept well
 * beyond the six years HIPAA asks of such records.
 */
export function auditLog(db: Db, now: Clock) {
  const insert = db.prepare(
    `INSERT INTO audit_log (at, user_id, username, action, record, detail, address, params)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const signedInFrom = db.prepare(
    `SELECT DISTINCT address FROM audit_log
     WHERE action = 'sign_in.success' AND user_id = ? AND at >= ? AND address IS NOT NULL`,
  )
  return {
    record(
      actor: Actor,
      action: AuditAction,
      {
        record,
        detail,
        address,
        params,
      }: {
        record?: string | null
        detail?: string | null
        address?: string | null
        params?: AuditParams | null
      } = {},
    ) {
      insert.run(
        now(),
        actor.id,
        actor.username.slice(0, 64),
        action,
        record?.slice(0, 200) ?? null,
        detail?.slice(0, 500) ?? null,
        address?.slice(0, 64) ?? null,
        params ? JSON.stringify(params) : null,
      )
    },

    query(filter: AuditFilter = {}): AuditEntry[] {
      const where: string[] = []
      const values: (string | number)[] = []
      const add = (condition: string, value: string | number) => {
        where.push(condition)
        values.push(value)
      }
      if (filter.actor === 'system') where.push(`user_id IS NULL AND username = 'system'`)
      else if (filter.actor !== undefined) add('user_id = ?', filter.actor)
      if (filter.action) add('action = ?', filter.action)
      if (filter.from !== undefined) add('at >= ?', filter.from)
      if (filter.to !== undefined) add('at < ?', filter.to)
      if (filter.before !== undefined) add('id < ?', filter.before)
      const sql = `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
                   ORDER BY id DESC ${filter.limit ? `LIMIT ${Math.floor(filter.limit)}` : ''}`
      return db.prepare(sql).all(...values) as AuditEntry[]
    },

    /** The addresses a person signed in from since `since`, for the sign-in limits. */
    signInAddresses(userId: number, since: number): string[] {
      return (signedInFrom.all(userId, since) as { address: string }[]).map((row) => row.address)
    },
  }
}

export type AuditLog = ReturnType<typeof auditLog>

import type { Db } from '../../db'
import type { Clock } from '../deps'

/** Everything the audit trail records, with the words the audit page shows. */
export const auditActions = {
  'sign_in.success': 'Signed in',
  'sign_in.failure': 'Sign-in refused',
  'sign_in.limited': 'Sign-in refused: too many attempts',
  sign_out: 'Signed out',
  'session.ended': 'Ended one of their sessions',
  'session.ended_all': 'Signed out everywhere',
  'password.changed': 'Changed their password',
  'message.viewed': 'Opened a message',
  'message.status_changed': 'Changed a message’s status',
  'message.assigned': 'Assigned a message',
  'message.office_changed': 'Changed a message’s office',
  'message.note_added': 'Added a note to a message',
  'message.replied': 'Started an email reply',
  'message.deleted': 'Deleted a message',
  'message.exported': 'Exported messages',
  'statistics.exported': 'Exported visitor statistics',
  'user.invited': 'Invited a person',
  'user.changed': 'Changed an account',
  'user.disabled': 'Disabled an account',
  'user.enabled': 'Enabled an account',
  'user.reset_link': 'Made a password-reset link',
  'user.password_set': 'Chose a password from a link',
  'user.owner_password': 'Owner password set from the server settings',
  'backup.created': 'Backed up the database',
  'backup.failed': 'A backup failed',
  'backup.restored': 'Restored the database from a backup',
  'retention.messages_deleted': 'Deleted messages past the retention period',
  'audit.exported': 'Exported the audit trail',
  'content.saved': 'Saved content in the editor',
  'content.restored': 'Restored an earlier version of content',
  'content.published': 'Published content',
  'content.update_taken': 'Took an update of the website’s content',
  'mail.test_sent': 'Sent a test message to the office',
  'mail.test_failed': 'A test message to the office could not be sent',
  'content.publish_failed': 'A publish of the content failed',
} as const

export type AuditAction = keyof typeof auditActions
export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && Object.hasOwn(auditActions, value)

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
}

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
    `INSERT INTO audit_log (at, user_id, username, action, record, detail, address)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
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
      }: { record?: string | null; detail?: string | null; address?: string | null } = {},
    ) {
      insert.run(
        now(),
        actor.id,
        actor.username.slice(0, 64),
        action,
        record?.slice(0, 200) ?? null,
        detail?.slice(0, 500) ?? null,
        address?.slice(0, 64) ?? null,
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

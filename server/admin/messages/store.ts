import { officeIds, type OfficeId } from '#shared/practice'
import { reasons, type Reason } from '#shared/contact/fields'
import type { Db } from '../../db'
import type { StoredMessage } from '../../contact/store'
import type { Clock } from '../deps'

export const statuses = ['new', 'in_progress', 'done', 'spam'] as const
export type Status = (typeof statuses)[number]

/** A message as the office works on it: its status, who has it, which office answers. */
export interface InboxMessage extends StoredMessage {
  status: Status
  assigned_to: number | null
  assignee: string | null
  office: OfficeId | null
}

export interface Note {
  id: number
  created_at: number
  author: string
  body: string
}

/** `open` is new and in progress together: the work still to do. */
export type StatusFilter = Status | 'open' | 'all'

export interface InboxFilter {
  status: StatusFilter
  kind?: 'contact' | 'appointment'
  reason?: Reason
  language?: 'en' | 'es'
  /** An office, or `none` for messages no office has yet. */
  office?: OfficeId | 'none'
}

export { officeIds, reasons }

/** The staff's side of the messages (the public side, saving and forwarding, is server/contact/). */
export function inboxStore(db: Db, now: Clock) {
  const select = `SELECT m.*, u.display_name AS assignee FROM messages m LEFT JOIN users u ON u.id = m.assigned_to`
  const byId = db.prepare(`${select} WHERE m.id = ?`)
  const setStatus = db.prepare(
    `UPDATE messages SET status = @status,
       handled_at = CASE WHEN @status IN ('done', 'spam') THEN COALESCE(handled_at, @at) END
     WHERE id = @id`,
  )
  const assign = db.prepare('UPDATE messages SET assigned_to = ? WHERE id = ?')
  const office = db.prepare('UPDATE messages SET office = ? WHERE id = ?')
  const addNote = db.prepare(
    'INSERT INTO message_notes (message_id, user_id, created_at, body) VALUES (?, ?, ?, ?)',
  )
  const notes = db.prepare(
    `SELECT n.id, n.created_at, u.display_name AS author, n.body FROM message_notes n
     JOIN users u ON u.id = n.user_id WHERE n.message_id = ? ORDER BY n.id`,
  )
  const remove = db.prepare('DELETE FROM messages WHERE id = ?')
  const newCount = db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE status = 'new'`)
  const oldestNew = db.prepare(`SELECT MIN(created_at) AS at FROM messages WHERE status = 'new'`)
  const expire = db.prepare('DELETE FROM messages WHERE created_at < ?')

  function where(filter: InboxFilter) {
    const clauses: string[] = []
    const values: Record<string, string> = {}
    if (filter.status === 'open') clauses.push(`m.status IN ('new', 'in_progress')`)
    else if (filter.status !== 'all') {
      clauses.push('m.status = @status')
      values.status = filter.status
    }
    for (const field of ['kind', 'reason', 'language'] as const) {
      const value = filter[field]
      if (value) {
        clauses.push(`m.${field} = @${field}`)
        values[field] = value
      }
    }
    if (filter.office === 'none') clauses.push('m.office IS NULL')
    else if (filter.office) {
      clauses.push('m.office = @office')
      values.office = filter.office
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values }
  }

  return {
    get: (id: number) => byId.get(id) as InboxMessage | undefined,
    /** Newest first, `limit` at a time. */
    list(filter: InboxFilter, limit = 50, offset = 0): InboxMessage[] {
      const { sql, values } = where(filter)
      return db
        .prepare(`${select} ${sql} ORDER BY m.id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...values, limit, offset }) as InboxMessage[]
    },
    count(filter: InboxFilter): number {
      const { sql, values } = where(filter)
      return (db.prepare(`SELECT COUNT(*) AS n FROM messages m ${sql}`).get(values) as { n: number }).n
    },
    countNew: () => (newCount.get() as { n: number }).n,
    /** When the longest-waiting new message arrived, or null when none is new. */
    oldestNew: () => (oldestNew.get() as { at: string | null }).at,
    setStatus: (id: number, status: Status) =>
      setStatus.run({ id, status, at: new Date(now()).toISOString() }).changes === 1,
    assign: (id: number, userId: number | null) => assign.run(userId, id).changes === 1,
    setOffice: (id: number, value: OfficeId | null) => office.run(value, id).changes === 1,
    addNote: (id: number, userId: number, body: string) => void addNote.run(id, userId, now(), body),
    notes: (id: number) => notes.all(id) as Note[],
    delete: (id: number) => remove.run(id).changes === 1,
    /** Deletes messages received before `cutoff` (with their notes); returns how many. */
    deleteReceivedBefore: (cutoff: number) => expire.run(new Date(cutoff).toISOString()).changes,
  }
}

export type InboxStore = ReturnType<typeof inboxStore>

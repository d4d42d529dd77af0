import type { AuditLog } from '../audit/log'
import { SYSTEM } from '../audit/log'
import { DAY, type Clock } from '../deps'
import { count } from '../count'
import type { InboxStore } from './store'

export { DEFAULT_MESSAGE_RETENTION_DAYS as DEFAULT_RETENTION_DAYS } from '#shared/message-retention'

/**
 * Deletes messages received more than `days` ago (their notes go with them), and records how
 * many in the audit trail: never which, since the trail holds no message content.
 */
export function deleteExpiredMessages({
  inbox,
  audit,
  now,
  days,
}: {
  inbox: InboxStore
  audit: AuditLog
  now: Clock
  days: number
}): number {
  const deleted = inbox.deleteReceivedBefore(now() - days * DAY)
  audit.record(SYSTEM, 'retention.messages_deleted', {
    detail: `${count(deleted, 'message')} older than ${days} days`,
    params: { count: deleted, days },
  })
  return deleted
}

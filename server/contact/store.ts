import type { ContactMessage } from '#shared/contact/schema'
import type { Db } from '../db'

export interface StoredMessage {
  id: number
  created_at: string
  language: string
  kind: 'contact' | 'appointment'
  name: string
  phone: string | null
  email: string | null
  reason: string | null
  message: string | null
  /** Appointment requests: call, text or email (shared/contact/fields.ts). */
  contact_by: string | null
  best_time: string | null
  /** Appointment requests: plan, none or unsure, and the plan's name when given. */
  insurance: string | null
  insurance_plan: string | null
  handled_at: string | null
  forwarded_at: string | null
  forward_attempts: number
}

/** Contact messages and appointment requests: stored first, forwarded by email afterwards. */
export function messageStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO messages (language, kind, name, phone, email, reason, message, contact_by, best_time,
       insurance, insurance_plan, idempotency_key)
     VALUES (@language, @kind, @name, @phone, @email, @reason, @message, @contactBy, @bestTime,
       @insurance, @insurancePlan, @idempotencyKey)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  )
  const byKey = db.prepare('SELECT id FROM messages WHERE idempotency_key = ?')
  const byId = db.prepare('SELECT * FROM messages WHERE id = ?')
  const list = db.prepare('SELECT * FROM messages ORDER BY handled_at IS NOT NULL, id DESC LIMIT ? OFFSET ?')
  const count = db.prepare('SELECT COUNT(*) AS total, SUM(handled_at IS NULL) AS open FROM messages')
  const handle = db.prepare(
    `UPDATE messages SET handled_at = CASE WHEN @handled THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END WHERE id = @id`,
  )
  const remove = db.prepare('DELETE FROM messages WHERE id = ?')
  const pending = db.prepare(
    'SELECT * FROM messages WHERE forwarded_at IS NULL AND forward_attempts < ? ORDER BY id LIMIT 20',
  )
  const forwarded = db.prepare(
    `UPDATE messages SET forwarded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
  )
  const attempt = db.prepare('UPDATE messages SET forward_attempts = forward_attempts + 1 WHERE id = ?')

  return {
    /** Stores a message once per idempotency key; returns its id and whether it is new. */
    save(message: ContactMessage): { id: number; created: boolean } {
      const result = insert.run({
        language: message.language,
        kind: message.kind,
        name: message.name,
        phone: message.phone ?? null,
        email: message.email ?? null,
        reason: message.kind === 'appointment' ? 'appointment' : message.reason,
        message: message.message ?? null,
        contactBy: message.contactBy ?? null,
        bestTime: message.bestTime ?? null,
        insurance: message.insurance ?? null,
        insurancePlan: message.insurancePlan ?? null,
        idempotencyKey: message.idempotencyKey || null,
      })
      if (result.changes === 1) return { id: Number(result.lastInsertRowid), created: true }
      const existing = byKey.get(message.idempotencyKey) as { id: number }
      return { id: existing.id, created: false }
    },
    get: (id: number) => byId.get(id) as StoredMessage | undefined,
    list: (limit = 50, offset = 0) => list.all(limit, offset) as StoredMessage[],
    counts: () => count.get() as { total: number; open: number | null },
    setHandled: (id: number, handled: boolean) => handle.run({ id, handled: handled ? 1 : 0 }).changes === 1,
    delete: (id: number) => remove.run(id).changes === 1,
    pendingForward: (maxAttempts: number) => pending.all(maxAttempts) as StoredMessage[],
    markForwarded: (id: number) => void forwarded.run(id),
    recordAttempt: (id: number) => void attempt.run(id),
  }
}

export type MessageStore = ReturnType<typeof messageStore>

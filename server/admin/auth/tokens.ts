import type { Db } from '../../db'
import { DAY, type Clock } from '../deps'
import { digest, randomToken } from './hash'

export type TokenPurpose = 'invitation' | 'reset'
export const TOKEN_LIFETIME_MS = DAY

/**
 * Invitation and password-reset links: a random secret in the link, only its hash stored,
 * good once and for 24 hours. A new link for the same person and purpose voids the older ones.
 */
export function tokenStore(db: Db, now: Clock) {
  const voidOlder = db.prepare(
    'UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  )
  const voidEvery = db.prepare('UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
  const insert = db.prepare(
    'INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const find = db.prepare(
    `SELECT t.user_id FROM account_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = ? AND t.purpose = ? AND t.used_at IS NULL AND t.expires_at > ? AND u.disabled_at IS NULL`,
  )
  const use = db.prepare(
    `UPDATE account_tokens SET used_at = ?
     WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       AND user_id IN (SELECT id FROM users WHERE disabled_at IS NULL)
     RETURNING user_id`,
  )

  return {
    /** A new link secret for `userId`; returned once, never stored as is. */
    issue(userId: number, purpose: TokenPurpose): string {
      const token = randomToken()
      const at = now()
      db.transaction(() => {
        voidOlder.run(at, userId, purpose)
        insert.run(digest(token), userId, purpose, at, at + TOKEN_LIFETIME_MS)
      })()
      return token
    },
    /** Whose link this is, while it is still good (to show the form); null otherwise. */
    peek(token: string, purpose: TokenPurpose): number | null {
      const row = find.get(digest(token), purpose, now()) as { user_id: number } | undefined
      return row?.user_id ?? null
    },
    /**
     * Voids every open link of a person, for good: when the account is disabled or enabled again
     * (a link handed out before is not a link the owner meant for the account as it is now).
     */
    voidAll: (userId: number) => voidEvery.run(now(), userId).changes,
    /** Uses the link up: the person's id the first time, null ever after or once expired. */
    consume(token: string, purpose: TokenPurpose): number | null {
      const at = now()
      const row = use.get(at, digest(token), purpose, at) as { user_id: number } | undefined
      return row?.user_id ?? null
    },
  }
}

export type TokenStore = ReturnType<typeof tokenStore>

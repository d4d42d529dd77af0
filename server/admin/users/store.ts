import type { Db } from '../../db'
import type { Clock } from '../deps'
import type { Language } from '#shared/languages'
import type { Role } from '../roles'

export interface User {
  id: number
  username: string
  display_name: string
  email: string | null
  role: Role
  /** Null until the person accepts their invitation and chooses a password. */
  password_hash: string | null
  created_at: number
  last_sign_in_at: number | null
  disabled_at: number | null
  /** The language of their admin pages and editor; null until chosen (their browser's until then). */
  language: Language | null
  /** 1: without mail, new messages are announced at the top of every admin page they see. */
  new_message_banner: 0 | 1
}

export const OWNER_USERNAME = 'owner'

/** Staff accounts. People are disabled, never deleted, so the audit trail always names them. */
export function userStore(db: Db, now: Clock) {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?')
  const byName = db.prepare('SELECT * FROM users WHERE username = ?')
  const all = db.prepare('SELECT * FROM users ORDER BY disabled_at IS NOT NULL, username')
  const insert = db.prepare(
    `INSERT INTO users (username, display_name, email, role, password_hash, language, created_at)
     VALUES (@username, @display_name, @email, @role, @password_hash, @language, @created_at)`,
  )
  const update = db.prepare(
    'UPDATE users SET display_name = @display_name, email = @email, role = @role WHERE id = @id',
  )
  const password = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?')
  const language = db.prepare('UPDATE users SET language = ? WHERE id = ?')
  const banner = db.prepare('UPDATE users SET new_message_banner = ? WHERE id = ?')
  const signedIn = db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?')
  const disable = db.prepare('UPDATE users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL')
  const enable = db.prepare('UPDATE users SET disabled_at = NULL WHERE id = ? AND disabled_at IS NOT NULL')
  const owners = db.prepare(
    `SELECT COUNT(*) AS n FROM users WHERE role = 'owner' AND disabled_at IS NULL AND password_hash IS NOT NULL`,
  )
  const count = db.prepare('SELECT COUNT(*) AS n FROM users')

  const store = {
    get: (id: number) => byId.get(id) as User | undefined,
    byUsername: (username: string) => byName.get(username) as User | undefined,
    list: () => all.all() as User[],
    any: () => (count.get() as { n: number }).n > 0,
    create(
      user: Pick<User, 'username' | 'display_name' | 'email' | 'role'> & {
        password_hash?: string
        language?: Language | null
      },
    ) {
      const result = insert.run({
        ...user,
        password_hash: user.password_hash ?? null,
        language: user.language ?? null,
        created_at: now(),
      })
      const created = store.get(Number(result.lastInsertRowid))
      if (!created) throw new Error('the new user was not stored')
      return created
    },
    update: (id: number, changes: Pick<User, 'display_name' | 'email' | 'role'>) =>
      update.run({ id, ...changes }).changes === 1,
    setPassword: (id: number, hash: string) => void password.run(hash, id),
    setLanguage: (id: number, value: Language) => void language.run(value, id),
    setNewMessageBanner: (id: number, on: boolean) => void banner.run(on ? 1 : 0, id),
    recordSignIn: (id: number) => void signedIn.run(now(), id),
    disable: (id: number) => disable.run(now(), id).changes === 1,
    enable: (id: number) => enable.run(id).changes === 1,
    /** Owners who can sign in: the last one cannot be disabled or given another role. */
    activeOwners: () => (owners.get() as { n: number }).n,

    /**
     * ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD) is the password of the account named `owner`,
     * created on first start: a fresh install still takes one variable, and setting it again
     * is how the owner gets back in. Returns what happened, for the start-up log.
     */
    bootstrapOwner(hash: string): 'created' | 'updated' | 'unchanged' {
      const owner = store.byUsername(OWNER_USERNAME)
      if (!owner) {
        store.create({
          username: OWNER_USERNAME,
          display_name: 'Owner',
          email: null,
          role: 'owner',
          password_hash: hash,
        })
        return 'created'
      }
      if (owner.password_hash === hash && owner.role === 'owner' && owner.disabled_at === null)
        return 'unchanged'
      db.prepare(`UPDATE users SET password_hash = ?, role = 'owner', disabled_at = NULL WHERE id = ?`).run(
        hash,
        owner.id,
      )
      return 'updated'
    },
  }
  return store
}

export type UserStore = ReturnType<typeof userStore>

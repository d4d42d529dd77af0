import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { Db } from '../../db'
import { HOUR, MINUTE, type Clock } from '../deps'
import type { User, UserStore } from '../users/store'
import { createHmac } from 'node:crypto'
import { digest, randomToken } from './hash'

export const SESSION_COOKIE = 'admin_session'
/** A session ends after 30 minutes without a request, and 8 hours after sign-in in any case. */
export const IDLE_MS = 30 * MINUTE
export const ABSOLUTE_MS = 8 * HOUR

/** A session as the database keeps it: nothing in it opens the session or forges its forms. */
export interface Session {
  id: number
  user_id: number
  created_at: number
  last_seen_at: number
  address: string
  user_agent: string
}

/** The browser's own session, with the CSRF token its forms carry. */
export interface ActiveSession extends Session {
  csrf_token: string
}

/** The cookie-signing secret: SESSION_SECRET, or one generated once and kept in the data folder. */
export function sessionSecret(dataDir: string, configured: string | null): string {
  if (configured) return configured
  const file = path.join(dataDir, 'session-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(), { mode: 0o600 })
  fs.chmodSync(file, 0o600)
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * A session's CSRF token: derived from the secret in its cookie with the cookie-signing key
 * (HMAC-SHA256), never stored. The database holds only the cookie secret's hash, so neither a copy
 * of it nor the key alone gives a token; the page gets it from the browser's own cookie.
 */
const csrfTokenOf = (secret: string, sessionToken: string) =>
  createHmac('sha256', secret).update(`csrf\0${sessionToken}`).digest('base64url')

export const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/',
} as const

/**
 * Sessions live in SQLite: the cookie holds a random token, the database its hash. A session
 * ends when idle or too old, when its person is disabled, or when they end it from any device.
 */
export function sessionStore(
  db: Db,
  { secret, now, users }: { secret: string; now: Clock; users: UserStore },
) {
  const insert = db.prepare(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, address, user_agent)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const byToken = db.prepare('SELECT * FROM sessions WHERE token_hash = ?')
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const removeOwn = db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?')
  const removeAll = db.prepare('DELETE FROM sessions WHERE user_id = ?')
  const listOwn = db.prepare('SELECT * FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC')
  const sweep = db.prepare('DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?')

  const tokenOf = async (c: Context) => {
    const token = await getSignedCookie(c, secret, SESSION_COOKIE)
    return typeof token === 'string' && token.length > 0 ? token : null
  }
  const expired = (session: Session, at: number) =>
    at - session.last_seen_at >= IDLE_MS || at - session.created_at >= ABSOLUTE_MS

  return {
    /** Starts a new session for `user`, ending the one the browser had (a new id at every sign-in). */
    async start(c: Context, user: User, address: string): Promise<ActiveSession> {
      const old = await tokenOf(c)
      if (old) {
        const previous = byToken.get(digest(old)) as Session | undefined
        if (previous) remove.run(previous.id)
      }
      const at = now()
      sweep.run(at - IDLE_MS, at - ABSOLUTE_MS)
      const token = randomToken()
      const userAgent = (c.req.header('user-agent') ?? '').slice(0, 300)
      insert.run(digest(token), user.id, at, at, address, userAgent)
      await setSignedCookie(c, SESSION_COOKIE, token, secret, {
        ...cookieOptions,
        maxAge: ABSOLUTE_MS / 1000,
      })
      return { ...(byToken.get(digest(token)) as Session), csrf_token: csrfTokenOf(secret, token) }
    },

    /** The browser's session and its person, if both are still good; a good request keeps it alive. */
    async current(c: Context): Promise<{ session: ActiveSession; user: User } | null> {
      const token = await tokenOf(c)
      if (!token) return null
      const session = byToken.get(digest(token)) as Session | undefined
      if (!session) return null
      const at = now()
      const user = users.get(session.user_id)
      if (!user || user.disabled_at !== null || expired(session, at)) {
        remove.run(session.id)
        return null
      }
      touch.run(at, session.id)
      return { session: { ...session, last_seen_at: at, csrf_token: csrfTokenOf(secret, token) }, user }
    },

    /** Ends the browser's session (sign out). */
    async end(c: Context) {
      const token = await tokenOf(c)
      if (token) {
        const session = byToken.get(digest(token)) as Session | undefined
        if (session) remove.run(session.id)
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true })
    },

    /** Ends one of `userId`'s own sessions; false when it is not theirs or already ended. */
    endOwn: (userId: number, sessionId: number) => removeOwn.run(sessionId, userId).changes === 1,
    /** Ends every session of a person: sign out everywhere, a disabled account, a new password. */
    endAll: (userId: number) => removeAll.run(userId).changes,
    /** A person's sessions that are still good, the most recently used first. */
    list(userId: number): Session[] {
      const at = now()
      return (listOwn.all(userId) as Session[]).filter((session) => !expired(session, at))
    },
  }
}

export type SessionStore = ReturnType<typeof sessionStore>

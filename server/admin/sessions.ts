import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { Db } from '../db'

export const SESSION_COOKIE = 'admin_session'
const SESSION_HOURS = 8

/** The cookie-signing secret: SESSION_SECRET, or one generated once and kept in the data folder. */
export function sessionSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  const file = path.join(dataDir, 'session-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

export function sessionStore(db: Db, secret: string) {
  const insert = db.prepare('INSERT INTO sessions (id, created_at, expires_at) VALUES (?, ?, ?)')
  const find = db.prepare('SELECT id FROM sessions WHERE id = ? AND expires_at > ?')
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')

  return {
    async start(c: Context) {
      const id = randomBytes(32).toString('base64url')
      const now = Date.now()
      sweep.run(now)
      insert.run(id, now, now + SESSION_HOURS * 3600_000)
      await setSignedCookie(c, SESSION_COOKIE, id, secret, {
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: SESSION_HOURS * 3600,
      })
    },
    async valid(c: Context): Promise<boolean> {
      const id = await getSignedCookie(c, secret, SESSION_COOKIE)
      return typeof id === 'string' && find.get(id, Date.now()) !== undefined
    },
    async end(c: Context) {
      const id = await getSignedCookie(c, secret, SESSION_COOKIE)
      if (typeof id === 'string') remove.run(id)
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true })
    },
  }
}

export type SessionStore = ReturnType<typeof sessionStore>

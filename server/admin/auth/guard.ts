import type { Context, MiddlewareHandler } from 'hono'
import { mayOpen, type Role } from '../roles'
import { isUnsafe, sameToken, submittedToken } from './csrf'
import type { SessionStore } from './sessions'

/** Pages anyone may open: the sign-in and the links from invitation and reset emails. */
export const isPublicPath = (path: string) => /^\/admin\/(login|welcome\/[^/]+|reset\/[^/]+)$/.test(path)

/** Why a request is refused: no session (API only), a role that may not, or a missing token. */
export type Refusal = 'sign-in' | 'role' | 'csrf'
type Refuse = (c: Context, reason: Refusal) => Response | Promise<Response>

/**
 * Every admin request passes here: a good session (else sign-in, or 401 for the API), a role
 * that may open the path (else 403), and on every change the session's CSRF token (else 403).
 */
export function guard({
  sessions,
  api,
  refuse,
}: {
  sessions: SessionStore
  api: boolean
  refuse: Refuse
}): MiddlewareHandler {
  return async (c, next) => {
    if (!api && isPublicPath(c.req.path)) return next()
    const current = await sessions.current(c)
    if (!current) {
      if (api) return refuse(c, 'sign-in')
      const target = c.req.method === 'GET' ? c.req.path : '/admin'
      return c.redirect(`/admin/login?next=${encodeURIComponent(target)}`, 303)
    }
    c.set('adminUser', current.user)
    c.set('adminSession', current.session)
    if (!mayOpen(current.user.role, c.req.path)) return refuse(c, 'role')
    if (isUnsafe(c) && !sameToken(await submittedToken(c), current.session.csrf_token))
      return refuse(c, 'csrf')
    await next()
  }
}

/**
 * For a module that wants its own check on top of the area table (roles.ts), e.g.
 * `app.use('*', requireRole(['owner', 'editor']))`. Needs the guard above to have run.
 */
export function requireRole(allowed: readonly Role[], refuse?: Refuse): MiddlewareHandler {
  return async (c, next) => {
    const user = c.get('adminUser') as ReturnType<typeof c.get<'adminUser'>> | undefined
    if (!user || !allowed.includes(user.role))
      return refuse ? refuse(c, 'role') : c.text('You do not have access to this page.', 403)
    await next()
  }
}

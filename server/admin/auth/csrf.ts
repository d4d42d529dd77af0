import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { randomToken } from './hash'
import { cookieOptions } from './sessions'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const isUnsafe = (c: Context) => !SAFE_METHODS.has(c.req.method)

/** The form field (or, for scripts, the header) that carries the token. */
export const CSRF_FIELD = '_csrf'
export const CSRF_HEADER = 'x-csrf-token'

export const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** The token a request sent: the form field, else the header; '' when there is none or no body. */
export async function submittedToken(c: Context): Promise<string> {
  const header = c.req.header(CSRF_HEADER)
  if (header) return header
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return ''
  const body = await c.req.parseBody().catch((): Record<string, unknown> => ({}))
  const value = body[CSRF_FIELD]
  return typeof value === 'string' ? value : ''
}

/**
 * A state-changing request must come from our own pages: an Origin (or Sec-Fetch-Site) from
 * anywhere else is refused before any work, whatever cookies it carries. A request with no
 * Origin at all (not a browser) still has to carry the session's token.
 */
export function sameOrigin(refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    if (isUnsafe(c)) {
      const site = c.req.header('sec-fetch-site')
      if (site && site !== 'same-origin' && site !== 'none') return refuse(c)
      const origin = c.req.header('origin')
      if (origin !== undefined) {
        let host: string | null = null
        try {
          host = new URL(origin).host
        } catch {
          host = null
        }
        if (!host || host !== c.req.header('host')) return refuse(c)
      }
    }
    await next()
  }
}

/** Before a session exists (the sign-in form): a random value in a cookie and in the form must match. */
export const FORM_COOKIE = 'admin_form'

export async function formToken(c: Context, secret: string): Promise<string> {
  const existing = await getSignedCookie(c, secret, FORM_COOKIE)
  if (typeof existing === 'string' && existing) return existing
  const token = randomToken()
  await setSignedCookie(c, FORM_COOKIE, token, secret, {
    ...cookieOptions,
    path: '/admin',
    maxAge: 12 * 3600,
  })
  return token
}

export async function formTokenValid(c: Context, secret: string, submitted: string): Promise<boolean> {
  const expected = await getSignedCookie(c, secret, FORM_COOKIE)
  return typeof expected === 'string' && sameToken(expected, submitted)
}

import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { formError, readForm, type FormError } from '../form'
import { adminKey, i18nOf } from '../i18n'
import { homeOf, mayOpen } from '../roles'
import { OWNER_USERNAME } from '../users/store'
import { formToken, formTokenValid } from './csrf'
import { hashPassword, needsRehash, verifyPassword } from './password'
import { PASSWORD_MAX, passwordProblem, passwordRefusal } from './password-policy'
import { addressKey, signInLimits, type Limit } from './sign-in-limits'
import type { TokenPurpose } from './tokens'
import { ChoosePassword, LinkGone, SignIn } from './views'

export { SIGN_IN_LIMITS } from './sign-in-limits'

/** What the person is told when a limit holds, and what the audit trail records. */
const limitWords: Record<Limit, { page: 'signIn.tooMany' | 'signIn.tooManyForAccount'; audit: string }> = {
  address: {
    page: 'signIn.tooMany',
    audit: 'too many failed sign-ins from this address in 15 minutes',
  },
  pair: {
    page: 'signIn.tooMany',
    audit: 'too many failed sign-ins for this username from this address in 15 minutes',
  },
  username: {
    page: 'signIn.tooManyForAccount',
    audit:
      'too many failed sign-ins for this username in an hour; only addresses it signed in from before are accepted',
  },
}

/** Why a sign-in was refused, as the audit trail's export says it (the page words the code). */
const failureWords = {
  unknown: 'unknown username',
  disabled: 'account disabled',
  invited: 'invitation not accepted',
  password: 'wrong password',
} as const

const LoginSchema = z.object({
  username: z
    .string({ error: adminKey('signIn.usernameMissing') })
    .trim()
    .min(1, adminKey('signIn.usernameMissing'))
    .max(64, adminKey('signIn.noMatch')),
  password: z
    .string({ error: adminKey('signIn.passwordMissing') })
    .min(1, adminKey('signIn.passwordMissing'))
    .max(PASSWORD_MAX, adminKey('signIn.noMatch')),
  next: z.string().optional(),
  _form: z.string().optional(),
})

const NewPasswordSchema = z
  .object({
    password: z.string({ error: adminKey('form.passwordMissing') }).min(1, adminKey('form.passwordMissing')),
    confirm: z.string({ error: adminKey('form.confirmMissing') }),
  })
  .refine((form) => form.password === form.confirm, {
    message: adminKey('form.passwordsDiffer'),
    path: ['confirm'],
  })

const safeNext = (value: unknown) =>
  typeof value === 'string' && /^\/admin(\/[\w/-]*)?$/.test(value) ? value : null

/** Sign-in, sign-out, and the pages behind invitation and reset links. */
export function routes(deps: AdminDeps) {
  const { users, sessions, tokens, audit, render, now, secret } = deps
  const app = new Hono()
  const limits = signInLimits({
    now,
    knownAddress(username, address, since) {
      const user = users.byUsername(username)
      const key = addressKey(address)
      return Boolean(user && audit.signInAddresses(user.id, since).some((known) => addressKey(known) === key))
    },
  })
  // Checking a password for a name that has none takes as long as for one that has.
  let dummyHash: Promise<string> | null = null

  const loginPage = async (
    c: Parameters<typeof render>[0],
    { next, error, message }: { next: string | null; error?: FormError; message?: string },
    status: Parameters<typeof render>[3] = 200,
  ) =>
    render(
      c,
      i18nOf(c).t('signIn.title'),
      jsx(SignIn, { formToken: await formToken(c, secret), next, error, message }),
      status,
    )

  app.get('/login', (c) =>
    loginPage(c, {
      next: safeNext(c.req.query('next')),
      message: c.req.query('done') === 'password' ? i18nOf(c).t('signIn.passwordSaved') : undefined,
    }),
  )

  app.post('/login', async (c) => {
    const form = await readForm(c, LoginSchema)
    const next = form.ok ? safeNext(form.data.next) : null
    if (!form.ok) return loginPage(c, { next, error: form.error }, 400)
    const { username, password, _form } = form.data
    if (!(await formTokenValid(c, secret, _form ?? '')))
      return loginPage(c, { next, error: formError('signIn.expired') }, 403)

    const address = deps.address(c)
    const user = users.byUsername(username)
    // Refused before the password is checked: a flood costs no hashing.
    const refused = limits.check(username, address)
    if (refused) {
      if (refused.first)
        audit.record({ id: user?.id ?? null, username: user?.username ?? '(unknown)' }, 'sign_in.limited', {
          record: user ? `user:${user.id}` : null,
          detail: limitWords[refused.limit].audit,
          params: { limit: refused.limit },
          address,
        })
      c.header('Retry-After', String(refused.retryAfterSeconds))
      return loginPage(c, { next, error: formError(limitWords[refused.limit].page) }, 429)
    }

    dummyHash ??= hashPassword('no account has this password')
    const passwordRight = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !user.password_hash || !passwordRight || user.disabled_at !== null) {
      limits.fail(username, address)
      const reason = !user
        ? 'unknown'
        : user.disabled_at !== null
          ? 'disabled'
          : !user.password_hash
            ? 'invited'
            : 'password'
      // A name that matches no account is not kept: people sometimes type their password there.
      audit.record({ id: user?.id ?? null, username: user?.username ?? '(unknown)' }, 'sign_in.failure', {
        record: user ? `user:${user.id}` : null,
        detail: failureWords[reason],
        params: { reason },
        address,
      })
      return loginPage(c, { next, error: formError('signIn.noMatch') }, 401)
    }

    // A hash made with older, weaker parameters is replaced now that the password is at hand.
    // Not the owner's from ADMIN_PASSWORD_HASH: the settings hold that one, and set it at start.
    const settingsOwn = deps.ownerPasswordFromEnv && user.username === OWNER_USERNAME
    if (needsRehash(user.password_hash) && !settingsOwn)
      users.setPassword(user.id, await hashPassword(password))
    const session = await sessions.start(c, user, address)
    users.recordSignIn(user.id)
    audit.record({ id: user.id, username: user.username }, 'sign_in.success', {
      record: `session:${session.id}`,
      address,
    })
    return c.redirect(next && mayOpen(user.role, next) ? next : homeOf(user.role), 303)
  })

  app.post('/logout', async (c) => {
    deps.record(c, 'sign_out', { record: `session:${c.var.adminSession.id}` })
    await sessions.end(c)
    return c.redirect('/admin/login', 303)
  })

  app.get('/', (c) => c.redirect(homeOf(c.var.adminUser.role), 303))

  // The pages behind invitation and reset links: choose a password, once, within 24 hours.
  const linkRoutes = (prefix: 'welcome' | 'reset', purpose: TokenPurpose) => {
    const gone = (c: Parameters<typeof render>[0]) =>
      render(c, i18nOf(c).t('choose.gone'), jsx(LinkGone, {}), 410)
    const page = (c: Parameters<typeof render>[0], userId: number, error?: FormError) => {
      const user = users.get(userId)
      if (!user) throw new Error(`no user ${userId}`)
      return render(
        c,
        i18nOf(c).t(purpose === 'invitation' ? 'choose.welcome' : 'choose.reset'),
        jsx(ChoosePassword, { name: user.display_name, username: user.username, error }),
        error ? 400 : 200,
      )
    }
    const tokenOf = (token: string | undefined) => (token && /^[\w-]{20,100}$/.test(token) ? token : null)

    app.get(`/${prefix}/:token`, (c) => {
      const token = tokenOf(c.req.param('token'))
      const userId = token ? tokens.peek(token, purpose) : null
      return userId ? page(c, userId) : gone(c)
    })
    app.post(`/${prefix}/:token`, async (c) => {
      const token = tokenOf(c.req.param('token'))
      const userId = token ? tokens.peek(token, purpose) : null
      if (!token || !userId) return gone(c)
      const form = await readForm(c, NewPasswordSchema)
      if (!form.ok) return page(c, userId, form.error)
      const user = users.get(userId)
      if (!user) throw new Error(`no user ${userId}`)
      const problem = await passwordProblem(form.data.password, user.username)
      if (problem) return page(c, userId, passwordRefusal(problem))
      const hash = await hashPassword(form.data.password)
      // Used up only now, with the password good: the same link cannot set a second one.
      if (tokens.consume(token, purpose) !== userId) return gone(c)
      users.setPassword(userId, hash)
      sessions.endAll(userId)
      audit.record({ id: user.id, username: user.username }, 'user.password_set', {
        record: `user:${user.id}`,
        detail: purpose,
        params: { purpose },
        address: deps.address(c),
      })
      return c.redirect('/admin/login?done=password', 303)
    })
  }
  linkRoutes('welcome', 'invitation')
  linkRoutes('reset', 'reset')

  return app
}

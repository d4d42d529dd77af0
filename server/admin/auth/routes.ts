import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { readForm } from '../form'
import { homeOf } from '../layout'
import { mayOpen } from '../roles'
import { OWNER_USERNAME } from '../users/store'
import { errorAlert, notice, ui } from '../ui'
import { formToken, formTokenValid } from './csrf'
import { hashPassword, needsRehash, verifyPassword } from './password'
import { PASSWORD_MAX, PASSWORD_MIN, passwordRefusal } from './password-policy'
import { addressKey, signInLimits, type Limit } from './sign-in-limits'
import type { TokenPurpose } from './tokens'

export { SIGN_IN_LIMITS } from './sign-in-limits'

/** What the person is told when a limit holds, and what the audit trail records. */
const limitWords: Record<Limit, { page: string; audit: string }> = {
  address: {
    page: 'Too many attempts. Wait 15 minutes and try again.',
    audit: 'too many failed sign-ins from this address in 15 minutes',
  },
  pair: {
    page: 'Too many attempts. Wait 15 minutes and try again.',
    audit: 'too many failed sign-ins for this username from this address in 15 minutes',
  },
  username: {
    page: 'Too many failed sign-ins for this account in the last hour. Sign in from a computer you have used here before, or wait an hour.',
    audit:
      'too many failed sign-ins for this username in an hour; only addresses it signed in from before are accepted',
  },
}

const LoginSchema = z.object({
  username: z
    .string({ error: 'Enter your username.' })
    .trim()
    .min(1, 'Enter your username.')
    .max(64, 'That username and password do not match an active account.'),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, 'That username and password do not match an active account.'),
  next: z.string().optional(),
  _form: z.string().optional(),
})

const NewPasswordSchema = z
  .object({
    password: z.string({ error: 'Choose a password.' }).min(1, 'Choose a password.'),
    confirm: z.string({ error: 'Type the password a second time.' }),
  })
  .refine((form) => form.password === form.confirm, {
    message: 'The two passwords are not the same. Type them again.',
  })

const safeNext = (value: unknown) =>
  typeof value === 'string' && /^\/admin(\/[\w/-]*)?$/.test(value) ? value : null

/** A password field pair with the rule beside it. */
export const newPasswordFields = (autofocus = true) => html`
  <label for="password" class="${ui.label}">New password</label>
  <p id="password-hint" class="${ui.hint} -mt-2">At least ${PASSWORD_MIN} characters. A few unrelated words are easy to remember and hard to guess.</p>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}" aria-describedby="password-hint" ${autofocus ? 'autofocus' : ''} class="${ui.input}">
  <label for="confirm" class="${ui.label}">Type it again</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="${PASSWORD_MAX}" class="${ui.input}">`

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
    { next, error, message }: { next: string | null; error?: string; message?: string },
    status: Parameters<typeof render>[3] = 200,
  ) =>
    render(
      c,
      'Sign in',
      html`${errorAlert(error)}${notice(message)}
      <form method="post" action="/admin/login" class="mt-6 grid max-w-sm gap-3">
        <input type="hidden" name="_form" value="${await formToken(c, secret)}">
        ${next ? html`<input type="hidden" name="next" value="${next}">` : ''}
        <label for="username" class="${ui.label}">Username</label>
        <input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="64" class="${ui.input}">
        <label for="password" class="${ui.label}">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX}" class="${ui.input}">
        <button class="${ui.button} justify-self-start">Sign in</button>
      </form>
      <p class="mt-6 max-w-prose ${ui.hint}">Forgot your password? Ask the practice’s owner for a reset link.</p>`,
      status,
    )

  app.get('/login', (c) =>
    loginPage(c, {
      next: safeNext(c.req.query('next')),
      message:
        c.req.query('done') === 'password' ? 'Your password is saved. Sign in with it now.' : undefined,
    }),
  )

  app.post('/login', async (c) => {
    const form = await readForm(c, LoginSchema)
    const next = form.ok ? safeNext(form.data.next) : null
    if (!form.ok) return loginPage(c, { next, error: form.error }, 400)
    const { username, password, _form } = form.data
    if (!(await formTokenValid(c, secret, _form ?? '')))
      return loginPage(c, { next, error: 'This sign-in form has expired. Please sign in again.' }, 403)

    const address = deps.address(c)
    const user = users.byUsername(username)
    // Refused before the password is checked: a flood costs no hashing.
    const refused = limits.check(username, address)
    if (refused) {
      if (refused.first)
        audit.record({ id: user?.id ?? null, username: user?.username ?? '(unknown)' }, 'sign_in.limited', {
          record: user ? `user:${user.id}` : null,
          detail: limitWords[refused.limit].audit,
          address,
        })
      c.header('Retry-After', String(refused.retryAfterSeconds))
      return loginPage(c, { next, error: limitWords[refused.limit].page }, 429)
    }

    dummyHash ??= hashPassword('no account has this password')
    const passwordRight = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !user.password_hash || !passwordRight || user.disabled_at !== null) {
      limits.fail(username, address)
      const reason = !user
        ? 'unknown username'
        : user.disabled_at !== null
          ? 'account disabled'
          : !user.password_hash
            ? 'invitation not accepted'
            : 'wrong password'
      // A name that matches no account is not kept: people sometimes type their password there.
      audit.record({ id: user?.id ?? null, username: user?.username ?? '(unknown)' }, 'sign_in.failure', {
        record: user ? `user:${user.id}` : null,
        detail: reason,
        address,
      })
      return loginPage(c, { next, error: 'That username and password do not match an active account.' }, 401)
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
    const title = purpose === 'invitation' ? 'Welcome: choose your password' : 'Choose a new password'
    const gone = (c: Parameters<typeof render>[0]) =>
      render(
        c,
        'This link no longer works',
        html`<p class="mt-4 max-w-prose">Links to choose a password work once, for 24 hours. Ask the practice’s owner for a new one.</p>
        <p class="mt-4"><a class="${ui.link}" href="/admin/login">Sign in</a></p>`,
        410,
      )
    const page = (c: Parameters<typeof render>[0], userId: number, error?: string) => {
      const user = users.get(userId)
      if (!user) throw new Error(`no user ${userId}`)
      return render(
        c,
        title,
        html`${errorAlert(error)}
        <p class="mt-4 max-w-prose">Hello, ${user.display_name}. Your username is <strong>${user.username}</strong>.</p>
        <form method="post" class="mt-6 grid max-w-sm gap-3">
          <input type="hidden" name="username" value="${user.username}" autocomplete="username">
          ${newPasswordFields()}
          <button class="${ui.button} justify-self-start">Save my password</button>
        </form>`,
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
      const problem = await passwordRefusal(form.data.password, user.username)
      if (problem) return page(c, userId, problem)
      const hash = await hashPassword(form.data.password)
      // Used up only now, with the password good: the same link cannot set a second one.
      if (tokens.consume(token, purpose) !== userId) return gone(c)
      users.setPassword(userId, hash)
      sessions.endAll(userId)
      audit.record({ id: user.id, username: user.username }, 'user.password_set', {
        record: `user:${user.id}`,
        detail: purpose,
        address: deps.address(c),
      })
      return c.redirect('/admin/login?done=password', 303)
    })
  }
  linkRoutes('welcome', 'invitation')
  linkRoutes('reset', 'reset')

  return app
}

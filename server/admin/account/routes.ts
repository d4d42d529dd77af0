import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import UAParser from 'ua-parser-js'
import { languages } from '#shared/languages'
import { z } from '#shared/zod'
import { hashPassword, verifyPassword } from '../auth/password'
import { PASSWORD_MAX, passwordProblem, passwordRefusal } from '../auth/password-policy'
import type { AdminDeps } from '../context'
import { count } from '../count'
import { formError, idParam, readForm, type FormError } from '../form'
import { adminKey, i18nOf } from '../i18n'
import { may } from '../roles'
import { OWNER_USERNAME } from '../users/store'
import { Account, type AccountView } from './views'

const PasswordSchema = z
  .object({
    current: z
      .string({ error: adminKey('form.currentMissing') })
      .min(1, adminKey('form.currentMissing'))
      .max(PASSWORD_MAX),
    password: z.string({ error: adminKey('form.passwordMissing') }).min(1, adminKey('form.passwordMissing')),
    confirm: z.string({ error: adminKey('form.confirmMissing') }),
  })
  .refine((form) => form.password === form.confirm, {
    message: adminKey('form.passwordsDiffer'),
    path: ['confirm'],
  })

const LanguageSchema = z.object({ language: z.enum(languages, { error: adminKey('form.chooseLanguage') }) })
const BannerSchema = z.object({ banner: z.enum(['on', 'off'], { error: adminKey('form.chooseOne') }) })

/** The browser and system of a session ("Chrome", "Windows"): enough to recognise one's own devices. */
function device(userAgent: string) {
  const { browser, os } = new UAParser(userAgent).getResult()
  return { browser: browser.name, os: os.name }
}

/** One's own account at /admin/account (every role): language, sessions, sign out everywhere, password. */
export function routes(deps: AdminDeps) {
  const { sessions, users, render } = deps
  const app = new Hono()

  const page = (
    c: Context,
    { error, done }: { error?: FormError; done?: AccountView['done'] } = {},
    status: 200 | 400 | 404 = 200,
  ) => {
    const user = c.var.adminUser
    return render(
      c,
      i18nOf(c).t('account.title'),
      jsx(Account, {
        user,
        sessions: sessions.list(user.id).map((session) => ({
          ...session,
          here: session.id === c.var.adminSession.id,
          device: device(session.user_agent),
        })),
        managed: deps.ownerPasswordFromEnv && user.username === OWNER_USERNAME,
        newMessages: may(user.role, 'messages') ? { mailOn: deps.mail !== null } : null,
        error,
        done,
      }),
      status,
    )
  }

  app.get('/', (c) => {
    const done = c.req.query('done')
    return page(c, {
      done: done === 'password' || done === 'language' || done === 'new-messages' ? done : null,
    })
  })

  app.post('/language', async (c) => {
    const form = await readForm(c, LanguageSchema)
    if (!form.ok) return page(c, { error: form.error }, 400)
    users.setLanguage(c.var.adminUser.id, form.data.language)
    return c.redirect('/admin/account?done=language', 303)
  })

  // Without mail: new messages announced on every admin page, for those who answer them.
  app.post('/new-messages', async (c) => {
    if (!may(c.var.adminUser.role, 'messages')) return deps.refuse(c, 'role')
    const form = await readForm(c, BannerSchema)
    if (!form.ok) return page(c, { error: form.error }, 400)
    users.setNewMessageBanner(c.var.adminUser.id, form.data.banner === 'on')
    return c.redirect('/admin/account?done=new-messages', 303)
  })

  app.post('/sessions/:id/end', (c) => {
    const id = idParam(c)
    if (!id || id === c.var.adminSession.id || !sessions.endOwn(c.var.adminUser.id, id))
      return page(c, { error: formError('account.sessionGone') }, 404)
    deps.record(c, 'session.ended', { record: `session:${id}` })
    return c.redirect('/admin/account', 303)
  })

  app.post('/sessions/end-all', async (c) => {
    const ended = sessions.endAll(c.var.adminUser.id)
    deps.record(c, 'session.ended_all', {
      detail: `${count(ended, 'session')} ended`,
      params: { count: ended },
    })
    await sessions.end(c)
    return c.redirect('/admin/login', 303)
  })

  app.post('/password', async (c) => {
    const user = c.var.adminUser
    if (deps.ownerPasswordFromEnv && user.username === OWNER_USERNAME)
      return page(c, { error: formError('account.passwordInSettings') }, 400)
    const form = await readForm(c, PasswordSchema)
    if (!form.ok) return page(c, { error: form.error }, 400)
    if (!user.password_hash || !(await verifyPassword(form.data.current, user.password_hash)))
      return page(c, { error: formError('account.currentWrong', 'current') }, 400)
    const problem = await passwordProblem(form.data.password, user.username)
    if (problem) return page(c, { error: passwordRefusal(problem) }, 400)
    users.setPassword(user.id, await hashPassword(form.data.password))
    for (const session of sessions.list(user.id))
      if (session.id !== c.var.adminSession.id) sessions.endOwn(user.id, session.id)
    deps.record(c, 'password.changed', { record: `user:${user.id}` })
    return c.redirect('/admin/account?done=password', 303)
  })

  return app
}

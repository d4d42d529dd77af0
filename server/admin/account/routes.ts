import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import UAParser from 'ua-parser-js'
import { z } from '#shared/zod'
import { hashPassword, verifyPassword } from '../auth/password'
import { PASSWORD_MAX, passwordRefusal } from '../auth/password-policy'
import { newPasswordFields } from '../auth/routes'
import type { Session } from '../auth/sessions'
import type { AdminDeps } from '../context'
import { idParam, readForm } from '../form'
import { roleDescriptions, roleLabels } from '../roles'
import { when } from '../time'
import { count, csrfField, errorAlert, notice, tableRegion, ui } from '../ui'
import { OWNER_USERNAME } from '../users/store'

const PasswordSchema = z
  .object({
    current: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(PASSWORD_MAX),
    password: z.string({ error: 'Choose a new password.' }).min(1, 'Choose a new password.'),
    confirm: z.string({ error: 'Type the new password a second time.' }),
  })
  .refine((form) => form.password === form.confirm, {
    message: 'The two new passwords are not the same. Type them again.',
  })

/** "Chrome on Windows": enough to recognise one's own devices. */
function device(userAgent: string) {
  const { browser, os } = new UAParser(userAgent).getResult()
  return browser.name ? `${browser.name}${os.name ? ` on ${os.name}` : ''}` : 'Unknown browser'
}

/** One's own account at /admin/account (every role): sessions, sign out everywhere, password. */
export function routes(deps: AdminDeps) {
  const { sessions, users, render } = deps
  const app = new Hono()

  const page = (
    c: Context,
    { error, message }: { error?: string; message?: string } = {},
    status: 200 | 400 | 404 = 200,
  ) => {
    const user = c.var.adminUser
    const mine = sessions.list(user.id)
    const managed = deps.ownerPasswordFromEnv && user.username === OWNER_USERNAME
    const row = (session: Session) => {
      const here = session.id === c.var.adminSession.id
      return html`<tr class="border-t border-border">
        <td class="${ui.td}">${device(session.user_agent)}${here ? html` <strong>(this device)</strong>` : ''}</td>
        <td class="${ui.td} font-mono text-xs">${session.address}</td>
        <td class="${ui.td} whitespace-nowrap">${when(session.created_at)}</td>
        <td class="${ui.td} whitespace-nowrap">${when(session.last_seen_at)}</td>
        <td class="${ui.td}">${
          here
            ? ''
            : html`<form method="post" action="/admin/account/sessions/${session.id}/end">${csrfField(c)}<button class="${ui.secondary}">End<span class="sr-only"> the session of ${device(session.user_agent)} from ${session.address}</span></button></form>`
        }</td></tr>`
    }
    return render(
      c,
      'Your account',
      html`${errorAlert(error)}${notice(message)}
      <dl class="mt-6 grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt class="font-semibold">Name</dt><dd>${user.display_name}</dd>
        <dt class="font-semibold">Username</dt><dd>${user.username}</dd>
        <dt class="font-semibold">Role</dt><dd>${roleLabels[user.role]}. ${roleDescriptions[user.role]}</dd>
      </dl>
      <h2 class="mt-10 text-xl font-bold">Where you are signed in</h2>
      <p class="mt-2 max-w-prose ${ui.hint}">A session ends after 30 minutes without use, and 8 hours after signing in.</p>
      ${tableRegion(
        'Your sessions',
        html`<table class="w-full min-w-[40rem] text-left text-sm"><caption class="sr-only">Your sessions</caption>
        <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">Device</th><th scope="col" class="${ui.th}">Address</th><th scope="col" class="${ui.th}">Signed in</th><th scope="col" class="${ui.th}">Last used</th><th scope="col" class="${ui.th}"><span class="sr-only">Actions</span></th></tr></thead>
        <tbody>${mine.map(row)}</tbody></table>`,
      )}
      <form method="post" action="/admin/account/sessions/end-all" class="mt-4">${csrfField(c)}<button class="${ui.danger}">Sign out everywhere</button></form>
      <h2 class="mt-10 text-xl font-bold">Password</h2>
      ${
        managed
          ? html`<p class="mt-2 max-w-prose">The password of the <code>owner</code> account is set by the server’s <code>ADMIN_PASSWORD_HASH</code> (or <code>ADMIN_PASSWORD</code>) setting. Change it there and restart the server.</p>`
          : html`<form method="post" action="/admin/account/password" class="mt-4 grid max-w-sm gap-3">
            ${csrfField(c)}
            <input type="hidden" name="username" value="${user.username}" autocomplete="username">
            <label for="current" class="${ui.label}">Current password</label>
            <input id="current" name="current" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX}" class="${ui.input}">
            ${newPasswordFields(false)}
            <button class="${ui.button} justify-self-start">Change password</button>
          </form>
          <p class="mt-2 max-w-prose ${ui.hint}">Changing it signs you out on your other devices.</p>`
      }`,
      status,
    )
  }

  app.get('/', (c) =>
    page(c, { message: c.req.query('done') === 'password' ? 'Your password is changed.' : undefined }),
  )

  app.post('/sessions/:id/end', (c) => {
    const id = idParam(c)
    if (!id || id === c.var.adminSession.id || !sessions.endOwn(c.var.adminUser.id, id))
      return page(c, { error: 'That session has already ended.' }, 404)
    deps.record(c, 'session.ended', { record: `session:${id}` })
    return c.redirect('/admin/account', 303)
  })

  app.post('/sessions/end-all', async (c) => {
    const ended = sessions.endAll(c.var.adminUser.id)
    deps.record(c, 'session.ended_all', { detail: `${count(ended, 'session')} ended` })
    await sessions.end(c)
    return c.redirect('/admin/login', 303)
  })

  app.post('/password', async (c) => {
    const user = c.var.adminUser
    if (deps.ownerPasswordFromEnv && user.username === OWNER_USERNAME)
      return page(c, { error: 'This password is set in the server settings.' }, 400)
    const form = await readForm(c, PasswordSchema)
    if (!form.ok) return page(c, { error: form.error }, 400)
    if (!user.password_hash || !(await verifyPassword(form.data.current, user.password_hash)))
      return page(c, { error: 'Your current password is not right.' }, 400)
    const problem = await passwordRefusal(form.data.password, user.username)
    if (problem) return page(c, { error: problem }, 400)
    users.setPassword(user.id, await hashPassword(form.data.password))
    for (const session of sessions.list(user.id))
      if (session.id !== c.var.adminSession.id) sessions.endOwn(user.id, session.id)
    deps.record(c, 'password.changed', { record: `user:${user.id}` })
    return c.redirect('/admin/account?done=password', 303)
  })

  return app
}

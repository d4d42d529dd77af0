import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { practice } from '#shared/practice'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { idParam, readForm } from '../form'
import { roleDescriptions, roleLabels, roles, type Role } from '../roles'
import { when } from '../time'
import { count, csrfField, errorAlert, tableRegion, ui } from '../ui'
import type { User } from './store'

const UserFields = {
  display_name: z
    .string({ error: 'Enter the person’s name.' })
    .trim()
    .min(1, 'Enter the person’s name.')
    .max(80, 'Use at most 80 characters for the name.'),
  email: z
    .string()
    .trim()
    .max(254, 'That email address is too long.')
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || z.email().safeParse(value).success, 'Check the email address.'),
  role: z.enum(roles, { error: 'Choose a role.' }),
}

const InviteSchema = z.object({
  ...UserFields,
  username: z
    .string({ error: 'Choose a username.' })
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z][a-z0-9._-]{2,31}$/,
      'Usernames are 3 to 32 letters, digits, dots, hyphens or underscores, starting with a letter.',
    ),
})
const ChangeSchema = z.object(UserFields)

const statusOf = (user: User) =>
  user.disabled_at !== null ? 'Disabled' : user.password_hash === null ? 'Invited' : 'Active'

function roleField(selected: Role | null, describedBy = 'role-hint') {
  return html`<fieldset class="grid gap-2" aria-describedby="${describedBy}"><legend class="${ui.label}">Role</legend>
    <p id="${describedBy}" class="${ui.hint}">What this person can open. Only owners manage people, the audit trail and backups.</p>
    ${roles.map(
      (
        role,
      ) => html`<label class="flex items-start gap-3 py-1.5"><input type="radio" name="role" value="${role}" required ${role === selected ? 'checked' : ''} class="mt-1 size-5 shrink-0">
        <span><span class="block font-semibold">${roleLabels[role]}</span><span class="block text-sm text-muted-foreground">${roleDescriptions[role]}</span></span></label>`,
    )}
  </fieldset>`
}

/** People at /admin/users (owner only): invite, change roles, disable, and reset links. */
export function routes(deps: AdminDeps) {
  const { users, sessions, tokens, render, mail } = deps
  const app = new Hono()

  const inviteForm = (
    c: Context,
    values: Partial<Record<'display_name' | 'username' | 'email' | 'role', string>> = {},
  ) => html`
    <form method="post" action="/admin/users" class="mt-4 grid max-w-lg gap-3">
      ${csrfField(c)}
      <label for="display_name" class="${ui.label}">Name</label>
      <input id="display_name" name="display_name" required maxlength="80" autocomplete="off" value="${values.display_name ?? ''}" class="${ui.input}">
      <label for="username" class="${ui.label}">Username</label>
      <p id="username-hint" class="${ui.hint} -mt-2">What they type to sign in, such as maria or maria.g (letters, digits, dots, hyphens or underscores).</p>
      <input id="username" name="username" required maxlength="32" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="username-hint" value="${values.username ?? ''}" class="${ui.input}">
      <label for="email" class="${ui.label}">Email (optional)</label>
      <p id="email-hint" class="${ui.hint} -mt-2">${mail ? 'The invitation is emailed here. Without one, you get the link to pass on.' : 'Mail is not set up on this server: you get the invitation link to pass on yourself.'}</p>
      <input id="email" name="email" type="email" maxlength="254" autocomplete="off" aria-describedby="email-hint" value="${values.email ?? ''}" class="${ui.input}">
      ${roleField((values.role as Role | undefined) ?? 'front_desk')}
      <button class="${ui.button} justify-self-start">Invite</button>
    </form>`

  const list = (c: Context, { error, values }: { error?: string; values?: Record<string, string> } = {}) => {
    const people = users.list()
    return render(
      c,
      'People',
      html`${errorAlert(error)}
      ${tableRegion(
        'People with access',
        html`<table class="w-full min-w-[40rem] text-left text-sm"><caption class="sr-only">People with access</caption>
        <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">Name</th><th scope="col" class="${ui.th}">Username</th><th scope="col" class="${ui.th}">Role</th><th scope="col" class="${ui.th}">Status</th><th scope="col" class="${ui.th}">Last sign-in</th></tr></thead>
        <tbody>${people.map(
          (
            user,
          ) => html`<tr class="border-t border-border ${user.disabled_at !== null ? 'text-muted-foreground' : ''}">
            <td class="${ui.td}"><a class="${ui.link}" href="/admin/users/${user.id}">${user.display_name}</a></td>
            <td class="${ui.td}">${user.username}</td>
            <td class="${ui.td}">${roleLabels[user.role]}</td>
            <td class="${ui.td}">${statusOf(user)}</td>
            <td class="${ui.td}">${user.last_sign_in_at ? when(user.last_sign_in_at) : 'Never'}</td></tr>`,
        )}</tbody></table>`,
      )}
      <h2 class="mt-10 text-xl font-bold">Invite someone</h2>
      <p class="mt-2 max-w-prose">They get a link to choose their own password. It works once, for 24 hours.</p>
      ${inviteForm(c, values)}`,
      error ? 400 : 200,
    )
  }

  /** Emails the link when mail is set up and the person has an address; otherwise shows it, once. */
  const handOut = async (c: Context, user: User, purpose: 'invitation' | 'reset') => {
    const token = tokens.issue(user.id, purpose)
    // From the settings, never from the request: a Host header is whatever the sender typed, and a
    // link pointing elsewhere would hand the secret in it to whoever owns that host.
    const link = `${deps.adminOrigin}/admin/${purpose === 'invitation' ? 'welcome' : 'reset'}/${token}`
    let emailed = false
    if (mail && user.email) {
      try {
        await mail.send({
          to: user.email,
          subject: purpose === 'invitation' ? 'your invitation to the admin area' : 'choose a new password',
          text: [
            `Hello ${user.display_name},`,
            '',
            purpose === 'invitation'
              ? `You are invited to the admin area of the ${practice.name} website, as ${roleLabels[user.role].toLowerCase()}. Choose your password here:`
              : `Here is the link to choose a new password for the ${practice.name} admin area:`,
            '',
            link,
            '',
            `Your username is ${user.username}. The link works once, for 24 hours.`,
            'If you did not expect this email, you can ignore it.',
          ].join('\n'),
        })
        emailed = true
      } catch (error) {
        console.error(`Sending the ${purpose} link failed: ${(error as Error).message}`)
      }
    }
    const what = purpose === 'invitation' ? 'invitation' : 'password-reset link'
    return render(
      c,
      purpose === 'invitation'
        ? `Invitation for ${user.display_name}`
        : `Reset link for ${user.display_name}`,
      emailed
        ? html`<p role="status" class="mt-4 max-w-prose">The ${what} is on its way to ${user.email}. It works once, for 24 hours.</p>
          <p class="mt-6"><a class="${ui.link}" href="/admin/users">Back to people</a></p>`
        : html`<p role="status" class="mt-4 max-w-prose">${mail && user.email ? 'The email could not be sent. ' : ''}Copy this link and give it to ${user.display_name} yourself, in person or by a message only they read. It is shown only this once, works once, and expires in 24 hours.</p>
          <label for="link" class="mt-6 block ${ui.label}">Link for ${user.display_name} (username ${user.username})</label>
          <input id="link" readonly value="${link}" data-testid="account-link" class="${ui.input} mt-2 font-mono text-sm">
          <p class="mt-6"><a class="${ui.link}" href="/admin/users">Back to people</a></p>`,
    )
  }

  app.get('/', (c) => list(c))

  app.post('/', async (c) => {
    const form = await readForm(c, InviteSchema)
    const raw = (await c.req.parseBody().catch(() => ({}))) as Record<string, string>
    const values = Object.fromEntries(
      ['display_name', 'username', 'email', 'role'].map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']),
    )
    if (!form.ok) return list(c, { error: form.error, values })
    if (users.byUsername(form.data.username))
      return list(c, { error: 'That username is taken. Choose another.', values })
    const user = users.create(form.data)
    deps.record(c, 'user.invited', {
      record: `user:${user.id}`,
      detail: `${user.username} as ${roleLabels[user.role]}`,
    })
    return handOut(c, user, 'invitation')
  })

  const person = (c: Context, user: User, error?: string, status: 200 | 400 | 409 = 200) => {
    const self = user.id === c.var.adminUser.id
    return render(
      c,
      user.display_name,
      html`${errorAlert(error)}
      <dl class="mt-6 grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt class="font-semibold">Username</dt><dd>${user.username}</dd>
        <dt class="font-semibold">Status</dt><dd>${statusOf(user)}</dd>
        <dt class="font-semibold">Added</dt><dd>${when(user.created_at)}</dd>
        <dt class="font-semibold">Last sign-in</dt><dd>${user.last_sign_in_at ? when(user.last_sign_in_at) : 'Never'}</dd>
      </dl>
      <h2 class="mt-10 text-xl font-bold">Details and role</h2>
      <form method="post" action="/admin/users/${user.id}" class="mt-4 grid max-w-lg gap-3">
        ${csrfField(c)}
        <label for="display_name" class="${ui.label}">Name</label>
        <input id="display_name" name="display_name" required maxlength="80" value="${user.display_name}" class="${ui.input}">
        <label for="email" class="${ui.label}">Email (optional)</label>
        <input id="email" name="email" type="email" maxlength="254" value="${user.email ?? ''}" class="${ui.input}">
        ${roleField(user.role)}
        <button class="${ui.button} justify-self-start">Save changes</button>
      </form>
      <h2 class="mt-10 text-xl font-bold">Access</h2>
      <div class="mt-4 flex flex-wrap gap-3">
        ${
          user.disabled_at === null
            ? html`<form method="post" action="/admin/users/${user.id}/link">${csrfField(c)}<button class="${ui.secondary}">${user.password_hash ? 'Make a password-reset link' : 'Make a new invitation link'}</button></form>
              ${self ? '' : html`<form method="post" action="/admin/users/${user.id}/disable">${csrfField(c)}<button class="${ui.danger}">Disable this account</button></form>`}`
            : html`<form method="post" action="/admin/users/${user.id}/enable">${csrfField(c)}<button class="${ui.secondary}">Enable this account</button></form>`
        }
      </div>
      <p class="mt-3 max-w-prose ${ui.hint}">Disabling ends this person’s sessions at once and keeps their name in the audit trail. ${self ? 'You cannot disable your own account.' : ''}</p>
      <p class="mt-8"><a class="${ui.link}" href="/admin/users">Back to people</a></p>`,
      status,
    )
  }

  const userOf = (c: Context) => {
    const id = idParam(c)
    return id ? users.get(id) : undefined
  }
  const notFound = (c: Context) =>
    render(
      c,
      'Person not found',
      html`<p class="mt-4"><a class="${ui.link}" href="/admin/users">Back to people</a></p>`,
      404,
    )

  app.get('/:id', (c) => {
    const user = userOf(c)
    return user ? person(c, user) : notFound(c)
  })

  app.post('/:id', async (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    const form = await readForm(c, ChangeSchema)
    if (!form.ok) return person(c, user, form.error, 400)
    const changes = form.data
    if (
      user.role === 'owner' &&
      changes.role !== 'owner' &&
      user.disabled_at === null &&
      users.activeOwners() <= 1
    )
      return person(c, user, 'The practice needs at least one owner. Make someone else an owner first.', 409)
    users.update(user.id, changes)
    const what = [
      changes.role !== user.role ? `role ${roleLabels[user.role]} → ${roleLabels[changes.role]}` : null,
      changes.display_name !== user.display_name ? 'name' : null,
      changes.email !== user.email ? 'email' : null,
    ].filter(Boolean)
    if (what.length) deps.record(c, 'user.changed', { record: `user:${user.id}`, detail: what.join('; ') })
    return c.redirect(`/admin/users/${user.id}`, 303)
  })

  app.post('/:id/disable', (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    if (user.id === c.var.adminUser.id) return person(c, user, 'You cannot disable your own account.', 409)
    if (user.role === 'owner' && user.password_hash && users.activeOwners() <= 1)
      return person(c, user, 'The practice needs at least one owner.', 409)
    if (users.disable(user.id)) {
      const ended = sessions.endAll(user.id)
      const voided = tokens.voidAll(user.id)
      deps.record(c, 'user.disabled', {
        record: `user:${user.id}`,
        detail: `${count(ended, 'session')} ended${voided ? `; ${count(voided, 'link')} voided` : ''}`,
      })
    }
    return c.redirect(`/admin/users/${user.id}`, 303)
  })

  app.post('/:id/enable', (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    if (users.enable(user.id)) {
      const voided = tokens.voidAll(user.id)
      deps.record(c, 'user.enabled', {
        record: `user:${user.id}`,
        detail: voided ? `${count(voided, 'link')} voided` : null,
      })
    }
    return c.redirect(`/admin/users/${user.id}`, 303)
  })

  app.post('/:id/link', async (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    if (user.disabled_at !== null) return person(c, user, 'Enable the account first.', 409)
    const purpose = user.password_hash ? 'reset' : 'invitation'
    deps.record(c, purpose === 'reset' ? 'user.reset_link' : 'user.invited', {
      record: `user:${user.id}`,
      detail: purpose === 'invitation' ? 'new invitation link' : null,
    })
    return handOut(c, user, purpose)
  })

  return app
}

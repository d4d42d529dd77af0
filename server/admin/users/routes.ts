import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import { practice } from '#shared/practice'
import { z } from '#shared/zod'
import type { AdminDeps } from '../context'
import { count } from '../count'
import { formError, idParam, readForm, typedFields, type FormError } from '../form'
import { adminI18n, adminKey, i18nOf, type AdminI18n } from '../i18n'
import { roles } from '../roles'
import type { User } from './store'
import { LinkHandedOut, People, Person, PersonNotFound, type PersonFields } from './views'

const UserFields = {
  display_name: z
    .string({ error: adminKey('form.nameMissing') })
    .trim()
    .min(1, adminKey('form.nameMissing'))
    .max(80, adminKey('form.nameTooLong')),
  email: z
    .string()
    .trim()
    .max(254, adminKey('form.emailTooLong'))
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || z.email().safeParse(value).success, adminKey('form.emailInvalid')),
  role: z.enum(roles, { error: adminKey('form.chooseRole') }),
}

const InviteSchema = z.object({
  ...UserFields,
  username: z
    .string({ error: adminKey('form.usernameMissing') })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9._-]{2,31}$/, adminKey('form.usernameRule')),
})
const ChangeSchema = z.object(UserFields)

/** The audit trail's detail is recorded in English (its export's language); its page words it for each reader. */
const recorded = adminI18n('en')

/** The email with a link: in the person's language once they chose one, else in both (English first). */
function linkMail(user: User, purpose: 'invitation' | 'reset', link: string) {
  const languages: AdminI18n[] = user.language
    ? [adminI18n(user.language)]
    : [adminI18n('en'), adminI18n('es')]
  const part = ({ t }: AdminI18n) =>
    [
      t('mail.hello', { name: user.display_name }),
      '',
      purpose === 'invitation'
        ? t('mail.invitation', { practice: practice.name, role: t(`role.${user.role}`) })
        : t('mail.reset', { practice: practice.name }),
      '',
      link,
      '',
      t('mail.username', { username: user.username }),
      t('mail.unexpected'),
    ].join('\n')
  return {
    subject: languages
      .map(({ t }) => t(purpose === 'invitation' ? 'mail.invitationSubject' : 'mail.resetSubject'))
      .join(' · '),
    text: languages.map(part).join('\n\n—\n\n'),
  }
}

/** People at /admin/users (owner only): invite, change roles, disable, and reset links. */
export function routes(deps: AdminDeps) {
  const { users, sessions, tokens, render, mail } = deps
  const app = new Hono()

  const list = (
    c: Context,
    { error, values = {} }: { error?: FormError; values?: Partial<PersonFields> } = {},
  ) =>
    render(
      c,
      i18nOf(c).t('people.title'),
      jsx(People, { people: users.list(), mailOn: mail !== null, error, values }),
      error ? 400 : 200,
    )

  /** Emails the link when mail is set up and the person has an address; otherwise shows it, once. */
  const handOut = async (c: Context, user: User, purpose: 'invitation' | 'reset') => {
    const token = tokens.issue(user.id, purpose)
    // From the settings, never from the request: a Host header is whatever the sender typed, and a
    // link pointing elsewhere would hand the secret in it to whoever owns that host.
    const link = `${deps.adminOrigin}/admin/${purpose === 'invitation' ? 'welcome' : 'reset'}/${token}`
    let emailed = false
    if (mail && user.email) {
      try {
        await mail.send({ to: user.email, ...linkMail(user, purpose, link) })
        emailed = true
      } catch (error) {
        console.error(`Sending the ${purpose} link failed: ${(error as Error).message}`)
      }
    }
    const { t } = i18nOf(c)
    return render(
      c,
      t(purpose === 'invitation' ? 'link.invitationTitle' : 'link.resetTitle', { name: user.display_name }),
      jsx(LinkHandedOut, {
        user,
        purpose,
        link,
        emailed,
        mailFailed: Boolean(mail && user.email && !emailed),
      }),
      200,
      { scripts: emailed ? [] : ['copy-button'] },
    )
  }

  app.get('/', (c) => list(c))

  app.post('/', async (c) => {
    const form = await readForm(c, InviteSchema)
    const values = await typedFields(c, ['display_name', 'username', 'email', 'role'])
    if (!form.ok) return list(c, { error: form.error, values })
    if (users.byUsername(form.data.username))
      return list(c, { error: formError('form.usernameTaken', 'username'), values })
    const user = users.create(form.data)
    deps.record(c, 'user.invited', {
      record: `user:${user.id}`,
      detail: `${user.username} as ${recorded.t(`role.${user.role}`)}`,
      params: { name: user.display_name, role: user.role },
    })
    return handOut(c, user, 'invitation')
  })

  const person = (c: Context, user: User, error?: FormError, status: 200 | 400 | 409 = 200) =>
    render(c, user.display_name, jsx(Person, { user, self: user.id === c.var.adminUser.id, error }), status)

  const userOf = (c: Context) => {
    const id = idParam(c)
    return id ? users.get(id) : undefined
  }
  const notFound = (c: Context) => render(c, i18nOf(c).t('people.notFound'), jsx(PersonNotFound, {}), 404)

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
      return person(c, user, formError('people.lastOwner', 'role'), 409)
    users.update(user.id, changes)
    const roleChanged = changes.role !== user.role
    const what = [
      roleChanged ? `role ${recorded.t(`role.${user.role}`)} → ${recorded.t(`role.${changes.role}`)}` : null,
      changes.display_name !== user.display_name ? 'name' : null,
      changes.email !== user.email ? 'email' : null,
    ].filter(Boolean)
    if (what.length)
      deps.record(c, 'user.changed', {
        record: `user:${user.id}`,
        detail: what.join('; '),
        params: {
          name: changes.display_name,
          ...(roleChanged && { from: user.role, to: changes.role }),
          ...(changes.display_name !== user.display_name && { renamed: 1 }),
          ...(changes.email !== user.email && { email: 1 }),
        },
      })
    return c.redirect(`/admin/users/${user.id}`, 303)
  })

  app.post('/:id/disable', (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    if (user.id === c.var.adminUser.id) return person(c, user, formError('people.cannotDisableSelf'), 409)
    if (user.role === 'owner' && user.password_hash && users.activeOwners() <= 1)
      return person(c, user, formError('people.lastOwnerDisable'), 409)
    if (users.disable(user.id)) {
      const ended = sessions.endAll(user.id)
      const voided = tokens.voidAll(user.id)
      deps.record(c, 'user.disabled', {
        record: `user:${user.id}`,
        detail: `${count(ended, 'session')} ended${voided ? `; ${count(voided, 'link')} voided` : ''}`,
        params: { name: user.display_name, sessions: ended, links: voided },
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
        params: { name: user.display_name, links: voided },
      })
    }
    return c.redirect(`/admin/users/${user.id}`, 303)
  })

  app.post('/:id/link', async (c) => {
    const user = userOf(c)
    if (!user) return notFound(c)
    if (user.disabled_at !== null) return person(c, user, formError('people.enableFirst'), 409)
    const purpose = user.password_hash ? 'reset' : 'invitation'
    deps.record(c, purpose === 'reset' ? 'user.reset_link' : 'user.invited', {
      record: `user:${user.id}`,
      detail: purpose === 'invitation' ? 'new invitation link' : null,
      params: { name: user.display_name, ...(purpose === 'invitation' && { again: 1 }) },
    })
    return handOut(c, user, purpose)
  })

  return app
}

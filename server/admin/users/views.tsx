/** @jsxImportSource hono/jsx */
import { fieldError, type FormError } from '../form'
import { roles } from '../roles'
import { Button, PostButton, PostForm, TextLink } from '../ui/button'
import { useI18n } from '../ui/context'
import { CopyField } from '../ui/copy-field'
import { Choices, TextField } from '../ui/field'
import { BackLink, Facts, Hint, Prose, Section } from '../ui/layout'
import { ErrorSummary, Notice } from '../ui/notice'
import { DataTable } from '../ui/table'
import type { User } from './store'

export type PersonFields = Record<'display_name' | 'username' | 'email' | 'role', string>

const statusKey = (user: User) =>
  user.disabled_at !== null
    ? 'people.disabled'
    : user.password_hash === null
      ? 'people.invited'
      : 'people.active'

function RoleChoices({ selected, error }: { selected: string; error: string | null }) {
  const { t } = useI18n()
  return (
    <Choices
      id="role"
      label={t('people.role')}
      hint={t('people.roleHint')}
      error={error}
      selected={selected}
      choices={roles.map((role) => ({
        value: role,
        label: t(`role.${role}`),
        description: t(`role.${role}.description`),
      }))}
    />
  )
}

/** The people with access, and the form to invite one more. */
export function People({
  people,
  mailOn,
  error,
  values,
}: {
  people: User[]
  mailOn: boolean
  error?: FormError | null
  values: Partial<PersonFields>
}) {
  const i18n = useI18n()
  const { t } = i18n
  const say = fieldError(i18n, error)
  return (
    <>
      <ErrorSummary error={error} />
      <DataTable
        caption={t('people.caption')}
        rows={people}
        rowClass={(user) => (user.disabled_at !== null ? 'text-muted-foreground' : undefined)}
        columns={[
          {
            header: t('people.name'),
            cell: (user) => <TextLink href={`/admin/users/${user.id}`}>{user.display_name}</TextLink>,
            class: 'wrap-anywhere',
          },
          { header: t('people.username'), cell: (user) => user.username, class: 'wrap-anywhere' },
          { header: t('people.role'), cell: (user) => t(`role.${user.role}`) },
          { header: t('people.status'), cell: (user) => t(statusKey(user)) },
          {
            header: t('people.lastSignIn'),
            cell: (user) => (user.last_sign_in_at ? i18n.dateTime(user.last_sign_in_at) : t('people.never')),
          },
        ]}
      />
      <Section id="invite" title={t('people.inviteHeading')}>
        <Prose>{t('people.inviteText')}</Prose>
        <PostForm action="/admin/users" class="mt-4 grid max-w-lg gap-4">
          <TextField
            id="display_name"
            label={t('people.name')}
            required
            maxlength={80}
            autocomplete="off"
            value={values.display_name ?? ''}
            error={say('display_name')}
          />
          <TextField
            id="username"
            label={t('people.username')}
            hint={t('people.usernameHint')}
            required
            maxlength={32}
            autocomplete="off"
            autocapitalize="none"
            spellcheck={false}
            value={values.username ?? ''}
            error={say('username')}
          />
          <TextField
            id="email"
            type="email"
            label={t('people.emailOptional')}
            hint={t(mailOn ? 'people.emailHint' : 'people.emailHintNoMail')}
            maxlength={254}
            autocomplete="off"
            value={values.email ?? ''}
            error={say('email')}
          />
          <RoleChoices selected={values.role || 'front_desk'} error={say('role')} />
          <Button class="justify-self-start">{t('people.invite')}</Button>
        </PostForm>
      </Section>
    </>
  )
}

/** After an invitation or a new link: sent by email, or shown once to pass on. */
export function LinkHandedOut({
  user,
  purpose,
  link,
  emailed,
  mailFailed,
}: {
  user: User
  purpose: 'invitation' | 'reset'
  link: string
  emailed: boolean
  mailFailed: boolean
}) {
  const { t } = useI18n()
  const what = t(purpose === 'invitation' ? 'link.invitation' : 'link.reset')
  return (
    <>
      {emailed ? (
        <Notice tone="done">{t('link.emailed', { what, email: user.email ?? '' })}</Notice>
      ) : (
        <>
          <Notice tone={mailFailed ? 'warning' : 'done'}>
            {mailFailed ? `${t('link.mailFailed')} ` : ''}
            {t('link.passOn', { name: user.display_name })}
          </Notice>
          <CopyField
            id="link"
            label={t('link.label', { name: user.display_name, username: user.username })}
            value={link}
            testid="account-link"
          />
        </>
      )}
      <BackLink href="/admin/users">{t('people.back')}</BackLink>
    </>
  )
}

/** One person: details and role, and their access (links, disable, enable). */
export function Person({ user, self, error }: { user: User; self: boolean; error?: FormError | null }) {
  const i18n = useI18n()
  const { t } = i18n
  const say = fieldError(i18n, error)
  return (
    <>
      <ErrorSummary error={error} />
      <Facts
        items={[
          [t('people.username'), user.username],
          [t('people.status'), t(statusKey(user))],
          [t('people.added'), i18n.dateTime(user.created_at)],
          [
            t('people.lastSignIn'),
            user.last_sign_in_at ? i18n.dateTime(user.last_sign_in_at) : t('people.never'),
          ],
          [
            t('people.language'),
            user.language ? t(`language.${user.language}`) : t('people.languageBrowser'),
          ],
        ]}
      />
      <Section id="details" title={t('people.detailsHeading')}>
        <PostForm action={`/admin/users/${user.id}`} class="mt-4 grid max-w-lg gap-4">
          <TextField
            id="display_name"
            label={t('people.name')}
            required
            maxlength={80}
            value={user.display_name}
            error={say('display_name')}
          />
          <TextField
            id="email"
            type="email"
            label={t('people.emailOptional')}
            maxlength={254}
            value={user.email ?? ''}
            error={say('email')}
          />
          <RoleChoices selected={user.role} error={say('role')} />
          <Button class="justify-self-start">{t('people.save')}</Button>
        </PostForm>
      </Section>
      <Section id="access" title={t('people.accessHeading')}>
        <div class="mt-4 flex flex-wrap gap-3">
          {user.disabled_at === null ? (
            <>
              <PostButton
                action={`/admin/users/${user.id}/link`}
                variant="outline"
                label={t(user.password_hash ? 'people.makeReset' : 'people.makeInvitation')}
              />
              {self ? null : (
                <PostButton
                  action={`/admin/users/${user.id}/disable`}
                  variant="outline"
                  buttonClass="text-destructive"
                  label={t('people.disable')}
                />
              )}
            </>
          ) : (
            <PostButton
              action={`/admin/users/${user.id}/enable`}
              variant="outline"
              label={t('people.enable')}
            />
          )}
        </div>
        <Hint>
          {t('people.disableHint')} {self ? t('people.cannotDisableSelf') : ''}
        </Hint>
      </Section>
      <BackLink href="/admin/users">{t('people.back')}</BackLink>
    </>
  )
}

export function PersonNotFound() {
  const { t } = useI18n()
  return <BackLink href="/admin/users">{t('people.back')}</BackLink>
}

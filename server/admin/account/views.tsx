/** @jsxImportSource hono/jsx */
import { languages } from '#shared/languages'
import { fieldError, type FormError } from '../form'
import type { AdminI18n } from '../i18n'
import type { Session } from '../auth/sessions'
import { NewPasswordFields } from '../auth/views'
import { PASSWORD_MAX } from '../auth/password-policy'
import type { User } from '../users/store'
import { Button, PostButton, PostForm } from '../ui/button'
import { useI18n } from '../ui/context'
import { Choices, TextField } from '../ui/field'
import { Facts, Hint, Prose, Section } from '../ui/layout'
import { ErrorSummary, Notice } from '../ui/notice'
import { DataTable } from '../ui/table'

export interface AccountView {
  user: User
  sessions: (Session & { here: boolean; device: { browser?: string; os?: string } })[]
  /** The password comes from the server's settings (the owner account with ADMIN_PASSWORD_HASH). */
  managed: boolean
  error?: FormError | null
  done?: 'password' | 'language' | 'new-messages' | null
  /** For those who answer messages: whether mail forwards them, which makes the banner unneeded. */
  newMessages: { mailOn: boolean } | null
}

const deviceName = ({ browser, os }: { browser?: string; os?: string }, { t }: AdminI18n) =>
  browser ? (os ? t('account.deviceOn', { browser, os }) : browser) : t('account.unknownDevice')

/** One's own account at /admin/account: language, sessions, password. */
export function Account({ user, sessions, managed, error, done, newMessages }: AccountView) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const say = fieldError(i18n, error)
  return (
    <>
      <ErrorSummary error={error} />
      <Notice tone="done">
        {done === 'password'
          ? t('account.passwordChanged')
          : done === 'language'
            ? t('account.languageSaved')
            : done === 'new-messages'
              ? t('account.bannerSaved')
              : null}
      </Notice>
      <Facts
        items={[
          [t('people.name'), user.display_name],
          [t('people.username'), user.username],
          [t('people.role'), `${t(`role.${user.role}`)}. ${t(`role.${user.role}.description`)}`],
        ]}
      />

      <Section id="language" title={t('account.languageHeading')}>
        <PostForm action="/admin/account/language" class="mt-4 grid max-w-lg gap-4">
          <Choices
            id="language"
            label={t('account.languageLabel')}
            hint={t('account.languageHint')}
            error={say('language')}
            selected={i18n.language}
            choices={languages.map((language) => ({
              value: language,
              label: <span lang={language}>{t(`account.languageName.${language}`)}</span>,
            }))}
          />
          <Button class="justify-self-start">{t('account.languageSave')}</Button>
        </PostForm>
      </Section>

      {newMessages ? (
        <Section id="new-messages" title={t('account.bannerHeading')}>
          <Hint>{t(newMessages.mailOn ? 'account.bannerMailOn' : 'account.bannerMailOff')}</Hint>
          <PostForm action="/admin/account/new-messages" class="mt-4 grid max-w-lg gap-4">
            <Choices
              id="banner"
              label={t('account.bannerLabel')}
              error={say('banner')}
              selected={user.new_message_banner === 1 ? 'on' : 'off'}
              choices={[
                { value: 'on', label: t('account.bannerOn'), description: t('account.bannerOnHint') },
                { value: 'off', label: t('account.bannerOff'), description: t('account.bannerOffHint') },
              ]}
            />
            <Button class="justify-self-start">{t('account.bannerSave')}</Button>
          </PostForm>
        </Section>
      ) : null}

      <Section id="sessions" title={t('account.sessionsHeading')}>
        <Hint>{t('account.sessionsHint')}</Hint>
        <DataTable
          caption={t('account.sessionsCaption')}
          rows={sessions}
          columns={[
            {
              header: t('account.device'),
              cell: (session) => (
                <>
                  {deviceName(session.device, i18n)}
                  {session.here ? <strong> ({t('account.thisDevice')})</strong> : null}
                </>
              ),
            },
            {
              header: t('account.address'),
              cell: (session) => session.address,
              class: 'font-mono text-xs break-all',
            },
            { header: t('account.signedIn'), cell: (session) => i18n.dateTime(session.created_at) },
            { header: t('account.lastUsed'), cell: (session) => i18n.dateTime(session.last_seen_at) },
            {
              header: t('account.actions'),
              actions: true,
              cell: (session) =>
                session.here ? null : (
                  <PostButton
                    action={`/admin/account/sessions/${session.id}/end`}
                    variant="outline"
                    label={
                      <>
                        {t('account.end')}
                        <span class="sr-only">
                          {' '}
                          {t('account.endWhich', {
                            device: deviceName(session.device, i18n),
                            address: session.address,
                          })}
                        </span>
                      </>
                    }
                  />
                ),
            },
          ]}
        />
        <PostButton
          action="/admin/account/sessions/end-all"
          variant="outline"
          class="mt-4"
          buttonClass="text-destructive"
          label={t('account.endAll')}
        />
      </Section>

      <Section id="password" title={t('account.passwordHeading')}>
        {managed ? (
          <Prose>
            {rich('account.passwordManaged', {
              owner: <code>owner</code>,
              hash: <code>ADMIN_PASSWORD_HASH</code>,
              plain: <code>ADMIN_PASSWORD</code>,
            })}
          </Prose>
        ) : (
          <>
            <PostForm action="/admin/account/password" class="mt-4 grid max-w-sm gap-4">
              <input type="hidden" name="username" value={user.username} autocomplete="username" />
              <TextField
                id="current"
                type="password"
                label={t('account.currentPassword')}
                autocomplete="current-password"
                required
                maxlength={PASSWORD_MAX}
                error={say('current')}
              />
              <NewPasswordFields error={error} autofocus={false} />
              <Button class="justify-self-start">{t('account.changePassword')}</Button>
            </PostForm>
            <Hint>{t('account.passwordHint')}</Hint>
          </>
        )}
      </Section>
    </>
  )
}

/** @jsxImportSource hono/jsx */
import { fieldError, sayError, type FormError } from '../form'
import { Button, TextLink } from '../ui/button'
import { useI18n } from '../ui/context'
import { TextField } from '../ui/field'
import { Hint, Prose } from '../ui/layout'
import { ErrorSummary, Notice } from '../ui/notice'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy'

/** The new password and its confirmation, with the rule beside it. */
export function NewPasswordFields({
  error,
  autofocus = true,
}: {
  error?: FormError | null
  autofocus?: boolean
}) {
  const i18n = useI18n()
  const { t } = i18n
  const say = fieldError(i18n, error)
  return (
    <>
      <TextField
        id="password"
        type="password"
        label={t('password.new')}
        hint={t('password.hint', { min: PASSWORD_MIN })}
        autocomplete="new-password"
        required
        minlength={PASSWORD_MIN}
        maxlength={PASSWORD_MAX}
        autofocus={autofocus}
        error={say('password')}
      />
      <TextField
        id="confirm"
        type="password"
        label={t('password.again')}
        autocomplete="new-password"
        required
        maxlength={PASSWORD_MAX}
        error={say('confirm')}
      />
    </>
  )
}

/** The sign-in form; `formToken` is its own token, since no session exists yet. */
export function SignIn({
  formToken,
  next,
  error,
  message,
}: {
  formToken: string
  next: string | null
  error?: FormError | null
  message?: string | null
}) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <>
      <ErrorSummary text={error ? sayError(i18n, error) : null} />
      <Notice tone="done">{message}</Notice>
      <form method="post" action="/admin/login" class="mt-6 grid max-w-sm gap-4">
        <input type="hidden" name="_form" value={formToken} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <TextField
          id="username"
          label={t('signIn.username')}
          autocomplete="username"
          autocapitalize="none"
          spellcheck={false}
          required
          maxlength={64}
        />
        <TextField
          id="password"
          type="password"
          label={t('signIn.password')}
          autocomplete="current-password"
          required
          maxlength={PASSWORD_MAX}
        />
        <Button class="justify-self-start">{t('signIn.submit')}</Button>
      </form>
      <Hint class="mt-6">{t('signIn.forgot')}</Hint>
    </>
  )
}

/** The page behind an invitation or reset link: choose a password. */
export function ChoosePassword({
  name,
  username,
  error,
}: {
  name: string
  username: string
  error?: FormError | null
}) {
  const i18n = useI18n()
  return (
    <>
      <ErrorSummary error={error} />
      <Prose class="mt-4">{i18n.rich('choose.hello', { name, username: <strong>{username}</strong> })}</Prose>
      <form method="post" class="mt-6 grid max-w-sm gap-4">
        <input type="hidden" name="username" value={username} autocomplete="username" />
        <NewPasswordFields error={error} />
        <Button class="justify-self-start">{i18n.t('choose.submit')}</Button>
      </form>
    </>
  )
}

export function LinkGone() {
  const { t } = useI18n()
  return (
    <>
      <Prose class="mt-4">{t('choose.goneText')}</Prose>
      <p class="mt-4">
        <TextLink href="/admin/login">{t('signIn.title')}</TextLink>
      </p>
    </>
  )
}

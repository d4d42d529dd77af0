/** @jsxImportSource hono/jsx */
import type { Context } from 'hono'
import type { Refusal } from './auth/guard'
import type { RenderPage } from './context'
import { i18nOf } from './i18n'
import { homeOf } from './roles'
import { useI18n } from './ui/context'
import { BackLink, Prose } from './ui/layout'

function Refused({ reason, home }: { reason: Refusal | 'cross-site'; home: string | null }) {
  const { t } = useI18n()
  return (
    <>
      <Prose>{t(reason === 'role' ? 'refused.roleText' : 'refused.formText')}</Prose>
      {home ? <BackLink href={home}>{t('refused.home')}</BackLink> : null}
    </>
  )
}

/** The page that refuses a request: a role that does not open it, or a form from elsewhere or out of date. */
export const refusalPage = (render: RenderPage) => (c: Context, reason: Refusal | 'cross-site') => {
  const user = c.var.adminUser as typeof c.var.adminUser | undefined
  const { t } = i18nOf(c)
  return render(
    c,
    t(reason === 'role' ? 'refused.role' : 'refused.form'),
    <Refused reason={reason} home={user ? homeOf(user.role) : null} />,
    403,
  )
}

function Disabled() {
  const { rich } = useI18n()
  return (
    <Prose>
      {rich('disabled.text', {
        hash: <code>ADMIN_PASSWORD_HASH</code>,
        plain: <code>ADMIN_PASSWORD</code>,
        owner: <code>owner</code>,
      })}
    </Prose>
  )
}

/** Without an account, the admin pages say how to turn them on. */
export const disabledPage = (render: RenderPage) => (c: Context) =>
  render(c, i18nOf(c).t('disabled.title'), <Disabled />, 503)

function NotFound() {
  const { t } = useI18n()
  return <BackLink href="/admin">{t('notFound.home')}</BackLink>
}

export const notFoundPage = (render: RenderPage) => (c: Context) =>
  render(c, i18nOf(c).t('notFound.title'), <NotFound />, 404)

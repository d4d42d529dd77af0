import { Home, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { MetaDescriptor } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { CallButton } from '#app/features/contact/contact-buttons'
import { usePagePhone } from '#app/features/contact/page-phone'
import { practice } from '#shared/practice'
import type { LanguageData } from '#app/features/i18n/language-provider'
import { shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import type { Route } from './+types/not-found'

/**
 * The catch-all route of each language: prerendered as /404 and /es/404, which the server sends
 * with status 404 for every unknown path (shared/not-found.ts). Its head: its title, no indexing.
 */
export const meta: Route.MetaFunction = ({ matches }): MetaDescriptor[] => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as LanguageData | undefined
  const title = root?.strings[root.language]?.['notFound.title']
  return [{ title: `${title} | ${practice.name}` }, { name: 'robots', content: 'noindex' }]
}

export function NotFound() {
  const { t } = useTranslation()
  const links = useShellLinks()
  const phone = usePagePhone()
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a className={buttonVariants({ size: 'lg' })} href={links[shellRoles.home].href}>
          <Home aria-hidden />
          {t('notFound.home')}
        </a>
        <a
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
          href={links[shellRoles.conditions].href}
        >
          <List aria-hidden />
          {t('notFound.conditions')}
        </a>
        <CallButton phone={phone} />
      </div>
    </div>
  )
}

export default NotFound

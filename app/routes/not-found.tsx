import { Home, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, type MetaDescriptor } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { CallButton } from '#app/features/contact/contact-buttons'
import { usePagePhone } from '#app/features/contact/page-phone'
import { practice } from '#shared/practice'
import type { LanguageData } from '#app/features/i18n/language-provider'
import { shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import type { Route } from './+types/not-found'

/** The head of every not-found document: its title, and no indexing. */
export const notFoundMeta = (title: string | undefined): MetaDescriptor[] => [
  { title: `${title} | ${practice.name}` },
  { name: 'robots', content: 'noindex' },
]

/**
 * The catch-all route: served by the server with status 404 for unknown paths outside a section
 * (prerendered as /404 and /es/404; see shared/not-found.ts).
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as LanguageData | undefined
  return notFoundMeta(root?.strings[root.language]?.['notFound.title'])
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
        <Link className={buttonVariants({ size: 'lg' })} to={links[shellRoles.home].href}>
          <Home aria-hidden />
          {t('notFound.home')}
        </Link>
        <Link
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
          to={links[shellRoles.conditions].href}
        >
          <List aria-hidden />
          {t('notFound.conditions')}
        </Link>
        <CallButton phone={phone} />
      </div>
    </div>
  )
}

export default NotFound

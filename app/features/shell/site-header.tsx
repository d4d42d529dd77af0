import { ArrowRight, Eye, Phone, Search, Siren } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button'
import { practice } from '#shared/practice'
import { AppointmentTrigger } from '#app/features/contact/appointment-trigger'
import { PhoneNumber } from '#app/components/phone-number'
import { lineLabel, usePagePhone } from '#app/features/contact/page-phone'
import { LanguageSwitcher } from '#app/features/i18n/language-switcher'
import { Island } from '#app/features/islands/island'
import headerSearch from '#app/features/search/header-search.island'
import { usePageFacts } from '#app/features/site/context'
import { ThemeSwitcher } from '#app/features/theme/theme-switcher'
import { cn } from '#app/lib/utils'
import { navigation, shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import mobileMenu from './mobile-menu.island'

const primary = navigation.filter((item) => item.key !== 'nav.schedule')

function Brand() {
  const { t } = useTranslation()
  // The visible name is the link's accessible name (WCAG 2.5.3); it leads home in this language.
  const links = useShellLinks()
  return (
    <a href={links[shellRoles.home].href} className="flex min-w-0 items-center gap-2.5 rounded-md py-1 pr-2">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
        <Eye aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block text-base font-bold tracking-tight text-foreground sm:whitespace-nowrap">
          {practice.name}
        </span>
        <span className="hidden text-xs text-muted-foreground 2xl:block">{t('site.tagline')}</span>
      </span>
    </a>
  )
}

/**
 * Every width has a menu and a way to call: below 1024 px the menu button (the call bar below
 * 768 px, the number in the header from 768 px), from 1024 px the navigation row and the
 * number. The emergency link is a line of its own below 1024 px and joins the top row above.
 * Rows wrap instead of overflowing, so 200 % text never pushes a control off the screen.
 * Plain links and HTML; the search box, the phone menu and the theme switch are islands.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const links = useShellLinks()
  const { path = null } = usePageFacts()
  const phone = usePagePhone()
  const line = lineLabel(phone, t)
  const search = links[shellRoles.search].href
  const emergency = links[shellRoles.emergency].href
  // The search page has its own field; a second one in the header would only compete with it.
  const onSearchPage = path === search

  return (
    <header className="border-b border-border bg-background/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        {/* On a phone the name wraps before the buttons leave the row; larger text wraps the row. */}
        <div className="flex max-sm:grow max-sm:basis-0">
          <Brand />
        </div>
        {!onSearchPage && (
          <Island
            island={headerSearch}
            props={{ action: search, emergency, className: 'hidden max-w-xs min-w-40 flex-1 xl:block' }}
            when="interaction"
          />
        )}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <a
            href={emergency}
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-destructive hover:bg-destructive/10 lg:inline-flex"
          >
            <Siren aria-hidden className="size-4" />
            {t('nav.emergency')}
          </a>
          <a
            href={`tel:${phone.e164}`}
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-muted md:inline-flex"
            data-analytics="phone_click"
            data-testid="header-phone"
          >
            <Phone aria-hidden className="size-4" />
            {line && <span className="max-lg:sr-only">{line}</span>}
            <PhoneNumber phone={phone} />
          </a>
          <LanguageSwitcher className="max-sm:hidden" />
          {/* From 768 px the number takes its place; the menu has it below 1024 px. */}
          <AppointmentTrigger className={buttonVariants({ className: 'max-sm:hidden md:max-lg:hidden' })}>
            {t('nav.schedule')}
          </AppointmentTrigger>
          {!onSearchPage && (
            <a
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'xl:hidden' })}
              href={search}
              aria-label={t('search.open')}
            >
              <Search aria-hidden />
            </a>
          )}
          <Island
            island={mobileMenu}
            props={{
              emergency,
              items: navigation.map((item) => ({
                key: item.key,
                href: 'hash' in item ? `${links[item.page].href}#${item.hash}` : links[item.page].href,
              })),
              path,
            }}
            when="interaction"
          />
        </div>
      </div>
      <a
        href={emergency}
        className="flex min-h-10 flex-wrap items-center justify-center gap-x-2 border-t border-destructive/20 bg-destructive/5 px-4 py-1.5 text-center text-sm font-semibold text-destructive hover:bg-destructive/10 lg:hidden"
        data-testid="header-emergency"
      >
        <Siren aria-hidden className="size-4 shrink-0" />
        <span>{t('nav.emergency')}</span>{' '}
        {/* One line on a phone, so the emergency pages' first steps stay in the first screen. */}
        <span className="underline underline-offset-4 max-sm:sr-only">{t('page.readEmergency')}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0 sm:hidden" />
      </a>
      <div className="hidden border-t border-border lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 sm:px-6">
          <nav aria-label={t('nav.label')} className="min-w-0 flex-1">
            <ul className="flex flex-wrap items-center gap-x-1">
              {primary.map((item) => {
                const href = links[item.page].href
                const current = path === href
                return (
                  <li key={item.key}>
                    <a
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-11 items-center border-b-2 px-2.5 text-sm font-medium',
                        current
                          ? 'border-primary text-foreground'
                          : 'border-transparent text-muted-foreground hover:text-foreground',
                      )}
                    >
                      {t(item.key)}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
          {/* Below 1024 px the theme is chosen in the menu. */}
          <ThemeSwitcher className="my-1 shrink-0" />
        </div>
      </div>
    </header>
  )
}

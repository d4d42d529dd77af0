import { ArrowRight, Eye, Menu, Phone, Search, Siren } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button'
import { practice } from '#shared/practice'
import { AppointmentTrigger } from '#app/features/contact/appointment-dialog'
import { PhoneNumber } from '#app/components/phone-number'
import { lineLabel, usePagePhone } from '#app/features/contact/page-phone'
import { LanguageSwitcher } from '#app/features/i18n/language-switcher'
import { HeaderSearch } from '#app/features/search/header-search'
import { ThemeSwitcher } from '#app/features/theme/theme-switcher'
import { cn } from '#app/lib/utils'
import { navigation, shellRoles, useShellLinks } from '#app/features/navigation/navigation'

const primary = navigation.filter((item) => item.key !== 'nav.schedule')

function Brand() {
  const { t } = useTranslation()
  // The visible name is the link's accessible name (WCAG 2.5.3); it leads home in this language.
  const links = useShellLinks()
  return (
    <Link to={links[shellRoles.home].href} className="flex min-w-0 items-center gap-2.5 rounded-md py-1 pr-2">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
        <Eye aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block text-base font-bold tracking-tight text-foreground sm:whitespace-nowrap">
          {practice.name}
        </span>
        <span className="hidden text-xs text-muted-foreground 2xl:block">{t('site.tagline')}</span>
      </span>
    </Link>
  )
}

/**
 * Every width has a menu and a way to call: below 1024 px the menu button (the call bar below
 * 768 px, the number in the header from 768 px), from 1024 px the navigation row and the
 * number. The emergency link is a line of its own below 1024 px and joins the top row above.
 * Rows wrap instead of overflowing, so 200 % text never pushes a control off the screen.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const links = useShellLinks()
  const { pathname } = useLocation()
  const phone = usePagePhone()
  const line = lineLabel(phone, t)
  const search = links[shellRoles.search].href
  const emergency = links[shellRoles.emergency].href
  // The search page has its own field; a second one in the header would only compete with it.
  const onSearchPage = pathname === search

  return (
    <header className="border-b border-border bg-background/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        {/* On a phone the name wraps before the buttons leave the row; larger text wraps the row. */}
        <div className="flex max-sm:grow max-sm:basis-0">
          <Brand />
        </div>
        {!onSearchPage && (
          <HeaderSearch action={search} className="hidden max-w-xs min-w-40 flex-1 xl:block" />
        )}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <Link
            to={emergency}
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-destructive hover:bg-destructive/10 lg:inline-flex"
          >
            <Siren aria-hidden className="size-4" />
            {t('nav.emergency')}
          </Link>
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
            <Link
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'xl:hidden' })}
              to={search}
              state={{ focusSearch: true }}
              aria-label={t('search.open')}
            >
              <Search aria-hidden />
            </Link>
          )}
          <MobileMenu />
        </div>
      </div>
      <Link
        to={emergency}
        className="flex min-h-10 flex-wrap items-center justify-center gap-x-2 border-t border-destructive/20 bg-destructive/5 px-4 py-1.5 text-center text-sm font-semibold text-destructive hover:bg-destructive/10 lg:hidden"
        data-testid="header-emergency"
      >
        <Siren aria-hidden className="size-4 shrink-0" />
        <span>{t('nav.emergency')}</span>{' '}
        {/* One line on a phone, so the emergency pages' first steps stay in the first screen. */}
        <span className="underline underline-offset-4 max-sm:sr-only">{t('page.readEmergency')}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0 sm:hidden" />
      </Link>
      <div className="hidden border-t border-border lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 sm:px-6">
          <nav aria-label={t('nav.label')} className="min-w-0 flex-1">
            <ul className="flex flex-wrap items-center gap-x-1">
              {primary.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={links[item.page].href}
                    end
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-11 items-center border-b-2 px-2.5 text-sm font-medium',
                        isActive
                          ? 'border-primary text-foreground'
                          : 'border-transparent text-muted-foreground hover:text-foreground',
                      )
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* Below 1024 px the theme is chosen in the menu. */}
          <ThemeSwitcher className="my-1 shrink-0" />
        </div>
      </div>
    </header>
  )
}

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenuSheet = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))

/**
 * The menu button is in the prerendered page; the menu itself (a Radix dialog) loads when the
 * button is first pointed at, focused or pressed, so phones do not download it up front.
 */
function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="icon"
        className="lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </Suspense>
      )}
    </>
  )
}

import { Siren } from 'lucide-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Button } from '#app/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '#app/components/ui/sheet'
import { LanguageSwitcher } from '#app/features/i18n/language-switcher'
import { ThemeSwitcher } from '#app/features/theme/theme-switcher'
import { cn } from '#app/lib/utils'
import { navigation, shellRoles, useShellLinks } from '#app/features/navigation/navigation'

/**
 * The phone menu: what to do in an eye emergency first, then every section, the language and
 * the theme. Loaded on demand by the header.
 */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const links = useShellLinks()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Opened by a plain button (see site-header.tsx), so focus is returned by hand.
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <div className="flex items-center justify-between">
          <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="sm">
              {t('nav.closeMenu')}
            </Button>
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">{t('site.tagline')}</SheetDescription>
        <SheetClose asChild>
          <NavLink
            to={links[shellRoles.emergency].href}
            className="flex min-h-11 items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-base font-semibold text-destructive hover:bg-destructive/10"
          >
            <Siren aria-hidden className="size-5 shrink-0" />
            {t('nav.emergency')}
          </NavLink>
        </SheetClose>
        <nav aria-label={t('nav.label')}>
          <ul className="grid gap-1">
            {navigation.map((item) => (
              <li key={item.key}>
                <SheetClose asChild>
                  <NavLink
                    to={'hash' in item ? `${links[item.page].href}#${item.hash}` : links[item.page].href}
                    end
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted',
                        isActive && 'bg-muted text-primary',
                      )
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <LanguageSwitcher onSwitch={() => onOpenChange(false)} />
          <ThemeSwitcher />
        </div>
      </SheetContent>
    </Sheet>
  )
}

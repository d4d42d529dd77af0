import { Menu, Siren } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '#app/components/ui/sheet'
import { LanguageSwitcher } from '#app/features/i18n/language-switcher'
import { ThemeSwitcherControl } from '#app/features/theme/theme-switcher'
import type { navigation } from '#app/features/navigation/navigation'
import { cn } from '#app/lib/utils'

export interface MobileMenuProps {
  /** The emergency index. */
  emergency: string
  /** Every section, in order, with where it leads in the page's language. */
  items: { key: (typeof navigation)[number]['key']; href: string }[]
  /** The page shown, marked as the current one in the list. */
  path: string | null
}

/**
 * The phone menu, an island (mobile-menu.island.tsx): the button is in the prerendered page and
 * the first press wakes the menu, which then opens. What to do in an eye emergency comes first,
 * then every section, the language and the theme.
 */
export function MobileMenu({ emergency, items, path }: MobileMenuProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
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
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden />
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened by a plain button, so focus is returned by hand.
            event.preventDefault()
            trigger.current?.focus()
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
          <a
            href={emergency}
            aria-current={path === emergency ? 'page' : undefined}
            className="flex min-h-11 items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-base font-semibold text-destructive hover:bg-destructive/10"
          >
            <Siren aria-hidden className="size-5 shrink-0" />
            {t('nav.emergency')}
          </a>
          <nav aria-label={t('nav.label')}>
            <ul className="grid gap-1">
              {items.map((item) => (
                <li key={item.key}>
                  <a
                    href={item.href}
                    aria-current={path === item.href ? 'page' : undefined}
                    className={cn(
                      'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted',
                      path === item.href && 'bg-muted text-primary',
                    )}
                  >
                    {t(item.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-border pt-4">
            <LanguageSwitcher onSwitch={() => setOpen(false)} />
            <ThemeSwitcherControl />
          </div>
        </SheetContent>
      </Sheet>
    </>
  )
}

import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { cn } from '#app/lib/utils'
import { switchTarget, useLanguage } from './language-provider'

/**
 * A real link to the counterpart page, so it works before hydration and for crawlers. On a page
 * in one language only it leads to the closest help in the other (its name says so in that
 * language), never to a home page without a word. The search page keeps its query, which is in
 * the address bar but not in the router's location (search-page.tsx). `onSwitch` lets the phone
 * menu close.
 */
export function LanguageSwitcher({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { language, counterpart, closest, choose } = useLanguage()
  const target = language === 'es' ? 'en' : 'es'
  const own = counterpart(target)
  const help = own === null ? closest(target) : null
  return (
    <Link
      to={switchTarget(own, help, target)}
      hrefLang={target}
      lang={target}
      aria-label={t(help ? 'language.closestLabel' : 'language.switchToLabel')}
      onClick={(event) => {
        choose(target)
        onSwitch?.()
        const query = own && new URLSearchParams(window.location.search).get('q')
        if (!query) return
        event.preventDefault()
        void navigate(`${own}?q=${encodeURIComponent(query)}`)
      }}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      data-testid="language-switcher"
    >
      <Languages aria-hidden className="size-4" />
      {t('language.switchTo')}
    </Link>
  )
}

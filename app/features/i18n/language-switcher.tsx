import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/lib/utils'
import { switchTarget, useLanguage } from './language-provider'

/**
 * A real link to the counterpart page, so it works without script and for crawlers. On a page in
 * one language only it leads to the closest help in the other (its name says so in that
 * language), never to a home page without a word. Following it stores the choice
 * (`data-language-choice`), and a counterpart keeps the search page's query (`data-keep-query`),
 * both done by the island loader (features/navigation/page-links.ts). `onSwitch` lets the phone
 * menu close.
 */
export function LanguageSwitcher({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation()
  const { language, counterpart, closest } = useLanguage()
  const target = language === 'es' ? 'en' : 'es'
  const own = counterpart(target)
  const help = own === null ? closest(target) : null
  return (
    <a
      href={switchTarget(own, help, target)}
      hrefLang={target}
      lang={target}
      aria-label={t(help ? 'language.closestLabel' : 'language.switchToLabel')}
      data-language-choice={target}
      data-keep-query={own ? '' : undefined}
      onClick={onSwitch}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      data-testid="language-switcher"
    >
      <Languages aria-hidden className="size-4" />
      {t('language.switchTo')}
    </a>
  )
}

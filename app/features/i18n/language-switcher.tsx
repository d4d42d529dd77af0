import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/lib/utils'
import { switchTarget, useLanguage } from './language-provider'

/**
 * A real link to the counterpart page, so it works without script and for crawlers. Following it
 * stores the choice (`data-language-choice`, read by the island loader, app/entry.client.tsx).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { language, counterpart } = useLanguage()
  const target = language === 'es' ? 'en' : 'es'
  return (
    <a
      href={switchTarget(counterpart(target), target)}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchToLabel')}
      data-language-choice={target}
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

import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/lib/utils'
import { themes, type Theme } from '#shared/theme'
import { useTheme } from './use-theme'

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor }

/** Three radio buttons in a group: light, dark, system. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { theme, setTheme } = useTheme()
  return (
    <fieldset className={cn('flex items-center rounded-md border border-border p-0.5', className)}>
      <legend className="sr-only">{t('theme.label')}</legend>
      {themes.map((option) => {
        const Icon = icons[option]
        return (
          <label
            key={option}
            title={t(`theme.${option}`)}
            className="relative inline-flex size-9 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground has-checked:bg-muted has-checked:text-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{t(`theme.${option}`)}</span>
          </label>
        )
      })}
    </fieldset>
  )
}

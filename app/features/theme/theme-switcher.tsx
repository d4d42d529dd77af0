import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { islandAttributes } from '#app/features/islands/attributes'
import { cn } from '#app/lib/utils'
import { themes, type Theme } from '#shared/theme'
import { useTheme } from './use-theme'

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor }

function ThemeOptions({
  className,
  theme,
  onChange,
  ...attributes
}: {
  className?: string
  theme: Theme
  onChange?: (theme: Theme) => void
} & { [attribute: `data-${string}`]: string | undefined }) {
  const { t } = useTranslation()
  return (
    <fieldset
      className={cn('flex items-center rounded-md border border-border p-0.5', className)}
      {...attributes}
    >
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
              {...(onChange
                ? { checked: theme === option, onChange: () => onChange(option) }
                : { defaultChecked: theme === option })}
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

/**
 * Three radio buttons in a group: light, dark, system. In the page it is a plain island
 * (theme.island.ts): "system" until the browser is idle or the visitor reaches for it, then the
 * stored choice, and a change is stored and applied at once.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  return (
    <ThemeOptions
      className={className}
      theme="system"
      {...islandAttributes('theme', ['idle', 'interaction'])}
    />
  )
}

/** The same group inside a React island (the phone menu), as React state. */
export function ThemeSwitcherControl({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  return <ThemeOptions className={className} theme={theme} onChange={setTheme} />
}

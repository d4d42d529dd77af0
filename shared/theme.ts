export const THEME_STORAGE_KEY = 'theme'
export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]

export function parseTheme(value: string | null): Theme {
  return themes.includes(value as Theme) ? (value as Theme) : 'system'
}

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  const root = document.documentElement
  // Transitions off while the colours change (app.css), back on once the new ones are computed.
  root.classList.add('theme-changing')
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  getComputedStyle(root).getPropertyValue('color')
  requestAnimationFrame(() => root.classList.remove('theme-changing'))
}

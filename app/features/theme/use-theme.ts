import { useCallback, useEffect } from 'react'
import { storage, useStoredValue } from '#app/lib/storage'
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from '#shared/theme'

/** The stored theme choice ("system" until hydrated) and a setter that stores and applies it. */
export function useTheme() {
  const theme = parseTheme(useStoredValue(THEME_STORAGE_KEY))

  // Follow the operating system while the choice is "system".
  useEffect(() => {
    if (theme !== 'system') return
    const query = matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => applyTheme('system')
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [theme])

  const setTheme = useCallback((next: Theme) => {
    storage.set(THEME_STORAGE_KEY, next)
    applyTheme(next)
  }, [])

  return { theme, setTheme }
}

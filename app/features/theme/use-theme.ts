import { useCallback, useEffect } from 'react'
import { storage } from '#app/lib/storage'
import { useStoredValue } from '#app/lib/use-storage'
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from '#shared/theme'
import { followSystemTheme } from './follow-system'

/** The stored theme choice ("system" until hydrated) and a setter that stores and applies it. */
export function useTheme() {
  const theme = parseTheme(useStoredValue(THEME_STORAGE_KEY))

  // Follow the operating system while the choice is "system".
  useEffect(() => (theme === 'system' ? followSystemTheme() : undefined), [theme])

  const setTheme = useCallback((next: Theme) => {
    storage.set(THEME_STORAGE_KEY, next)
    applyTheme(next)
  }, [])

  return { theme, setTheme }
}

import { useCallback, useEffect, useState } from 'react'
import { storage } from '#app/lib/storage'
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from './theme'

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>('system')

  useEffect(() => setThemeState(parseTheme(storage.get(THEME_STORAGE_KEY))), [])

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
    setThemeState(next)
  }, [])

  return { theme, setTheme }
}

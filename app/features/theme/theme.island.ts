import { definePlainIsland } from '#app/features/islands/attributes'
import { storage } from '#app/lib/storage'
import { applyTheme, parseTheme, THEME_STORAGE_KEY } from '#shared/theme'
import { followSystemTheme } from './follow-system'

/**
 * The theme switch (theme-switcher.tsx) without React: the stored choice checked, a change stored
 * and applied at once, and the operating system's setting followed while the choice is "system".
 */
export default definePlainIsland('theme', (fieldset) => {
  const inputs = [...fieldset.querySelectorAll<HTMLInputElement>('input[name="theme"]')]
  let stop: (() => void) | undefined
  const show = (theme: string | null) => {
    const chosen = parseTheme(theme)
    for (const input of inputs) input.checked = input.value === chosen
    stop?.()
    stop = chosen === 'system' ? followSystemTheme() : undefined
  }
  show(storage.get(THEME_STORAGE_KEY))
  fieldset.addEventListener('change', (event) => {
    const theme = parseTheme(event.target instanceof HTMLInputElement ? event.target.value : null)
    storage.set(THEME_STORAGE_KEY, theme)
    applyTheme(theme)
    show(theme)
  })
})

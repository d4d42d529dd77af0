import { applyTheme } from '#shared/theme'

/** Follows the operating system's light or dark setting while the choice is "system"; returns the way to stop. */
export function followSystemTheme(): () => void {
  const query = matchMedia('(prefers-color-scheme: dark)')
  const onChange = () => applyTheme('system')
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

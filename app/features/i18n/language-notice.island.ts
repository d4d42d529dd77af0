import { definePlainIsland } from '#app/features/islands/attributes'
import { storage } from '#app/lib/storage'
import type { Language } from '#shared/languages'
import { LANGUAGE_STORAGE_KEY } from './language-key'
import { resolvePreference } from './preference'

export const NOTICE_DISMISSED_KEY = 'language_notice_dismissed'

/**
 * The visitor's language (SPEC §4): what the path says, else what is stored, else the browser's,
 * stored so the next visit does not detect again. Every page works it out (entry.client.ts), one
 * with no counterpart and so no notice too; the notice asks again, which stores nothing new.
 */
export function rememberLanguage(): Language {
  const { language, store } = resolvePreference({
    pathname: location.pathname,
    stored: storage.get(LANGUAGE_STORAGE_KEY),
    browserLanguage: navigator.language,
  })
  if (store) storage.set(LANGUAGE_STORAGE_KEY, store)
  return language
}

/**
 * The visitor's language, once the page is idle (SPEC §4): what the path says, else what is
 * stored, else the browser's, stored so the next visit does not detect again; then the notice
 * that offers this page in the other language (language-notice.tsx), when that is the one the
 * visitor prefers and they have not closed it before.
 */
export default definePlainIsland<{ language: Language; offer: Language }>(
  'language-notice',
  (notice, { offer }) => {
    const preferred = rememberLanguage()
    if (preferred !== offer || storage.get(NOTICE_DISMISSED_KEY) === 'true') return
    notice.hidden = false
    notice.querySelector('button')?.addEventListener('click', () => {
      storage.set(NOTICE_DISMISSED_KEY, 'true')
      notice.hidden = true
    })
  },
)

import { definePlainIsland } from '#app/features/islands/attributes'
import { storage } from '#app/lib/storage'
import type { Language } from '#shared/languages'
import { cameFrom } from './came-from'
import { LANGUAGE_STORAGE_KEY } from './language-key'
import type { FromNotice } from './language-notice'
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
 * The language notice (language-notice.tsx), once the page is idle: to a reader sent here by the
 * language switch of a page in the other language only (`?from=`), that this is the closest help,
 * with the way back, until closed; else the offer of this page (or the closest help) in the other
 * language, when that is the one the visitor prefers and they have not closed it before.
 */
export default definePlainIsland<{ language: Language; offer: Language | null; from: FromNotice }>(
  'language-notice',
  (notice, { language, offer, from }) => {
    const preferred = rememberLanguage()
    const close = notice.querySelector('button')
    const back = cameFrom(location.search, language)
    if (back) {
      const link = notice.querySelector('a')
      const text = notice.querySelector('p > span')
      if (!link || !text || !close) return
      notice.lang = language
      notice.setAttribute('aria-label', from.label)
      text.textContent = from.text
      link.textContent = from.link
      link.href = back
      link.hreflang = language === 'es' ? 'en' : 'es'
      link.removeAttribute('data-language-choice')
      close.setAttribute('aria-label', from.close)
      close.addEventListener('click', () => (notice.hidden = true))
      notice.hidden = false
      return
    }
    if (!offer || preferred !== offer || storage.get(NOTICE_DISMISSED_KEY) === 'true') return
    notice.hidden = false
    close?.addEventListener('click', () => {
      storage.set(NOTICE_DISMISSED_KEY, 'true')
      notice.hidden = true
    })
  },
)

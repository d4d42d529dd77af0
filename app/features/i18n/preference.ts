import { isLanguage, languageOfPath, type Language } from '#shared/languages'

/**
 * The visitor's preferred language, as SPEC §4 orders detection: the path first (/es and /es/...
 * mean Spanish), then the stored value, then the browser. The page's own language always comes
 * from its URL; the preference only decides where the URL does not (the Spanish-version notice).
 */
export interface PreferenceInput {
  pathname: string
  stored: string | null
  browserLanguage: string | undefined
}

export interface Preference {
  language: Language
  /** The value to write under the `language` key, when it must change. */
  store: Language | null
}

export function resolvePreference({ pathname, stored, browserLanguage }: PreferenceInput): Preference {
  if (languageOfPath(pathname) === 'es') return { language: 'es', store: stored === 'es' ? null : 'es' }
  if (isLanguage(stored)) return { language: stored, store: null }
  if (typeof browserLanguage !== 'string' || browserLanguage === '') {
    console.warn('Language detection failed; using English')
    return { language: 'en', store: 'en' }
  }
  const detected: Language = browserLanguage.toLowerCase().startsWith('es') ? 'es' : 'en'
  return { language: detected, store: detected }
}

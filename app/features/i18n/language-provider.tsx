import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { languageOfPath, type Language } from '#app/content/families'
import { storage } from '#app/lib/storage'
import { addInterfaceStrings, i18n, LANGUAGE_STORAGE_KEY, type InterfaceStringsData } from './i18n'
import { prefixedPath, resolvePreference } from './preference'

interface LanguageContextValue {
  /** The language of the page on screen, decided by its URL. */
  language: Language
  /** The path of this page in the other language (registry counterpart, else /es or prefixing). */
  counterpartPath: (target: Language) => string
  /** Remembers an explicit choice, e.g. when the visitor uses the switcher. */
  choose: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)
/**
 * The visitor's stored or detected preference; null until known (after hydration). A context
 * of its own: learning it right after hydration re-renders only what shows it (the language
 * notice), not the header and footer that read the page's language.
 */
const PreferenceContext = createContext<Language | null>(null)

interface Alternates {
  alternates?: Partial<Record<Language, string>>
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const matches = useMatches()
  const language = languageOfPath(pathname)
  const [preference, setPreference] = useState<Language | null>(null)

  // The URL decides the page's language. Its strings come with the root route's data, so they
  // are in memory before anything renders and switching is synchronous.
  const strings = useRouteLoaderData<InterfaceStringsData>('root')
  if (strings) addInterfaceStrings(i18n, strings)
  if (i18n.language !== language) void i18n.changeLanguage(language)

  useEffect(() => {
    const result = resolvePreference({
      pathname,
      stored: storage.get(LANGUAGE_STORAGE_KEY),
      browserLanguage: navigator.language,
    })
    if (result.store) storage.set(LANGUAGE_STORAGE_KEY, result.store)
    setPreference(result.language)
  }, [pathname])

  const alternates = matches
    .map((match) => (match.loaderData as Alternates | undefined)?.alternates)
    .findLast(Boolean)

  const counterpartPath = useCallback(
    (target: Language) => {
      if (target === language) return pathname
      if (alternates) return alternates[target] ?? (target === 'es' ? '/es' : '/')
      return prefixedPath(pathname, target)
    },
    [alternates, language, pathname],
  )

  const choose = useCallback((chosen: Language) => {
    storage.set(LANGUAGE_STORAGE_KEY, chosen)
    setPreference(chosen)
  }, [])

  const value = useMemo(() => ({ language, counterpartPath, choose }), [language, counterpartPath, choose])

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>
        <PreferenceContext.Provider value={preference}>{children}</PreferenceContext.Provider>
      </LanguageContext.Provider>
    </I18nextProvider>
  )
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext)
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider')
  return context
}

export function useLanguagePreference(): Language | null {
  return useContext(PreferenceContext)
}

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { defaultLanguage, joinPath, prefixedPath, type Language } from '#shared/languages'
import { storage, useHydrated, useStoredValue } from '#app/lib/storage'
import { i18nFor, LANGUAGE_STORAGE_KEY, type InterfaceStringsData } from './i18n'
import { resolvePreference } from './preference'

/** What the root route's loader tells every page about its language (app/root.tsx). */
export interface LanguageData {
  language: Language
  strings: InterfaceStringsData
}

interface LanguageContextValue {
  /** The language of the page on screen, as its root loader data says. */
  language: Language
  /**
   * This page in the other language: its registered counterpart, or `null` when it has none
   * (English-only pages). Pages the registry does not know (404) map by prefix.
   */
  counterpart: (target: Language) => string | null
  /** Remembers an explicit choice, e.g. when the visitor uses the switcher. */
  choose: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)
interface Alternates {
  alternates?: Partial<Record<Language, string>>
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const matches = useMatches()
  const root = useRouteLoaderData<LanguageData>('root')
  const language = root?.language ?? defaultLanguage
  const i18n = i18nFor(language, root?.strings ?? {})

  // Remember what the path or the browser said on arriving at a page, so the next visit does not
  // detect again. Only on arrival: a choice made on this page (the switcher writes before it
  // navigates) must not be overwritten by what this page's path says.
  useEffect(() => {
    const { store } = resolvePreference({
      pathname,
      stored: storage.get(LANGUAGE_STORAGE_KEY),
      browserLanguage: navigator.language,
    })
    if (store) storage.set(LANGUAGE_STORAGE_KEY, store)
  }, [pathname])

  const alternates = matches
    .map((match) => (match.loaderData as Alternates | undefined)?.alternates)
    .findLast(Boolean)

  const counterpart = useCallback(
    (target: Language) => {
      if (target === language) return pathname
      if (alternates) return alternates[target] ?? null
      return prefixedPath(pathname, target)
    },
    [alternates, language, pathname],
  )

  const choose = useCallback((chosen: Language) => {
    storage.set(LANGUAGE_STORAGE_KEY, chosen)
  }, [])

  const value = useMemo(() => ({ language, counterpart, choose }), [language, counterpart, choose])

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  )
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext)
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider')
  return context
}

/** The page's language, for components that need nothing else. */
export function usePageLanguage(): Language {
  return useLanguage().language
}

/** Where the switcher leads: the counterpart, or the other language's home page. */
export function switchTarget(counterpart: string | null, target: Language): string {
  return counterpart ?? joinPath(target, '')
}

/**
 * The visitor's stored or detected preference: null in the prerendered page and during hydration,
 * then known. Worked out where it is shown (the language notice), never in a context above the
 * page: a context that changes right after hydration reaches every island still loading its code,
 * and React drops their prerendered HTML to draw them again, which moves the page.
 */
export function useLanguagePreference(): Language | null {
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  const stored = useStoredValue(LANGUAGE_STORAGE_KEY)
  return hydrated
    ? resolvePreference({ pathname, stored, browserLanguage: navigator.language }).language
    : null
}

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { defaultLanguage, joinPath, languageOfPath, prefixedPath, type Language } from '#shared/languages'
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
  /**
   * Where a reader of `target` goes from a page not in it (English-only pages): the closest page
   * in that language or its search for the topic (PageData.closest), with this page in `?from=`
   * so the page there can say why. `null` where the page has a counterpart, or no such help.
   */
  closest: (target: Language) => string | null
  /** Remembers an explicit choice, e.g. when the visitor uses the switcher. */
  choose: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)
interface Alternates {
  alternates?: Partial<Record<Language, string>>
  closest?: Partial<Record<Language, string>>
}

/** The query parameter that tells a page which page of the other language the reader came from. */
export const FROM_PARAM = 'from'

/**
 * The page a reader came from in `?from=`, when it is a path of the site in the other language;
 * anything else (another site, a script, this language) is ignored.
 */
export function cameFrom(search: string, language: Language): string | null {
  const from = new URLSearchParams(search).get(FROM_PARAM)
  if (!from || !/^\/(?!\/)[\w\-/]*$/.test(from)) return null
  return languageOfPath(from) === language ? null : from
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

  const pageData = matches
    .map((match) => match.loaderData as Alternates | undefined)
    .findLast((data) => data?.alternates)
  const alternates = pageData?.alternates
  const closestPaths = pageData?.closest

  const counterpart = useCallback(
    (target: Language) => {
      if (target === language) return pathname
      if (alternates) return alternates[target] ?? null
      return prefixedPath(pathname, target)
    },
    [alternates, language, pathname],
  )

  const closest = useCallback(
    (target: Language) => {
      const path = counterpart(target) === null ? closestPaths?.[target] : undefined
      if (!path) return null
      return `${path}${path.includes('?') ? '&' : '?'}${FROM_PARAM}=${encodeURIComponent(pathname)}`
    },
    [closestPaths, counterpart, pathname],
  )

  const choose = useCallback((chosen: Language) => {
    storage.set(LANGUAGE_STORAGE_KEY, chosen)
  }, [])

  const value = useMemo(
    () => ({ language, counterpart, closest, choose }),
    [language, counterpart, closest, choose],
  )

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

/** Where the switcher leads: the counterpart, else the closest help, else the other language's home page. */
export function switchTarget(counterpart: string | null, closest: string | null, target: Language): string {
  return counterpart ?? closest ?? joinPath(target, '')
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

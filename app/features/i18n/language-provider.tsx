import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { joinPath, type Language } from '#shared/languages'
import { createI18n, type InterfaceStringsData } from './i18n'

/** What the root route's loader tells every page about its language (app/root.tsx). */
export interface LanguageData {
  language: Language
  strings: InterfaceStringsData
}

interface LanguageContextValue {
  /** The language of the page on screen. */
  language: Language
  /**
   * This page in the other language: its registered counterpart, or `null` when it has none
   * (English-only pages). Pages the registry does not know (404) map by prefix.
   */
  counterpart: (target: Language) => string | null
  /**
   * Where a reader of `target` goes from a page not in it (English-only pages): the closest page
   * in that language or its search for the topic, with this page in `?from=` (came-from.ts).
   * `null` where the page has a counterpart, or no such help.
   */
  closest: (target: Language) => string | null
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

/**
 * The page's language and its interface strings, for the prerender of a page and for each React
 * island (given its own strings in its props). `counterparts` is where the page is in each other
 * language, and `closest` the closest help in a language it is not in, both worked out at build
 * time; the language switcher links there.
 */
export function LanguageProvider({
  language,
  strings,
  counterparts = {},
  closest = {},
  children,
}: {
  language: Language
  strings: InterfaceStringsData
  counterparts?: Partial<Record<Language, string | null>>
  closest?: Partial<Record<Language, string | null>>
  children: ReactNode
}) {
  const i18n = useMemo(() => createI18n(language, strings), [language, strings])
  const value = useMemo(
    () => ({
      language,
      counterpart: (target: Language) => counterparts[target] ?? null,
      closest: (target: Language) => (counterparts[target] ? null : (closest[target] ?? null)),
    }),
    [language, counterparts, closest],
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

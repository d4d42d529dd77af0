import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, languages, type Language } from '#shared/languages'
import type { InterfaceStrings } from '#shared/locales'

/**
 * Interface strings by language, as the root loader gives them to every page at build time: all
 * of the page's language, and the few of the other that the language notice shows
 * (interface-strings.server.ts). A React island gets the few of its own language it uses.
 */
export type InterfaceStringsData = Partial<Record<Language, Partial<InterfaceStrings>>>

/**
 * The fallback shown for a missing interface string: the key's last segment made readable,
 * so `contact.sendMessage` shows "Send message" instead of a raw key.
 */
export function readableFallback(key: string): string {
  const last = key.split('.').pop() ?? key
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Adds strings that arrived with a page; a bundle already present is completed, never replaced. */
function addStrings(instance: I18n, strings: InterfaceStringsData): void {
  for (const [language, bundle] of Object.entries(strings)) {
    instance.addResourceBundle(language, 'common', bundle, true, false)
  }
}

export function createI18n(language: Language = defaultLanguage, strings: InterfaceStringsData = {}): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    // Filled from the page's (or the island's) strings.
    resources: {},
    partialBundledLanguages: true,
    defaultNS: 'common',
    ns: ['common'],
    // Flat keys ("contact.submit"): the dot is part of the key, not a nesting separator.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.warn(`Missing interface string "${key}"`)
    },
    parseMissingKeyHandler: readableFallback,
  })
  addStrings(instance, strings)
  return instance
}

import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, languages, type Language } from '#shared/languages'
import type { InterfaceStrings } from '#shared/locales'

export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * Interface strings by language, as the root loader sends them with every page: all of the page's
 * language, and the few of the other that the language notice shows (interface-strings.server.ts).
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
    // Filled from the root loader's data, one language at a time.
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

const instances = new Map<Language, I18n>()
const seen = new WeakSet<InterfaceStringsData>()

/**
 * The i18next instance of a page's language, one per language for the life of the page: a
 * navigation into the other language switches instances instead of changing a shared one
 * while React renders. Strings that come with later pages are merged in once per data object.
 */
export function i18nFor(language: Language, strings: InterfaceStringsData): I18n {
  let instance = instances.get(language)
  if (!instance) {
    instance = createI18n(language, strings)
    instances.set(language, instance)
  } else if (!seen.has(strings)) {
    addStrings(instance, strings)
  }
  seen.add(strings)
  return instance
}

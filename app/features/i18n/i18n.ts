import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, languages, type Language } from '#app/content/families'

export const LANGUAGE_STORAGE_KEY = 'language'

/** Interface strings by language, as the root loader sends them (see interface-strings.server.ts). */
export interface InterfaceStringsData {
  language: Language
  resources: Partial<Record<Language, Record<string, string>>>
}

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

const added = new WeakMap<I18n, WeakSet<InterfaceStringsData>>()

/** Merges a loader's strings into the instance, once per data object (every render passes it again). */
export function addInterfaceStrings(instance: I18n, data: InterfaceStringsData): void {
  const seen = added.get(instance) ?? new WeakSet()
  added.set(instance, seen)
  if (seen.has(data)) return
  seen.add(data)
  for (const [language, strings] of Object.entries(data.resources)) {
    if (strings) instance.addResourceBundle(language, 'common', strings, true, false)
  }
}

export function createI18n(language: Language = defaultLanguage, strings?: InterfaceStringsData): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    // Filled from the root loader's data (addInterfaceStrings), one language at a time.
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
    // Kept as in the library defaults, for links that force a language (?lng=es).
    detection: { lookupQuerystring: 'lng' },
  } as Parameters<I18n['init']>[0])
  if (strings) addInterfaceStrings(instance, strings)
  return instance
}

export const i18n = createI18n()

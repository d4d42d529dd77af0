import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, languages, type Language } from '#app/content/families'
import { en } from '#app/locales/en/common'
import { es } from '#app/locales/es/common'

export const LANGUAGE_STORAGE_KEY = 'language'

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

export function createI18n(language: Language = defaultLanguage): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: { en: { common: en }, es: { common: es } },
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
  return instance
}

export const i18n = createI18n()

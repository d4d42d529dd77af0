import { languages, type Language } from '#app/content/families'
import { locales } from '#app/locales'
import type { InterfaceStringsData } from './i18n'

/** Shown in the other language: the notice that offers the page in it (features/i18n/language-notice.tsx). */
const noticeKeys = [
  'language.label',
  'language.noticeText',
  'language.noticeLink',
  'language.noticeDismiss',
] as const

/**
 * The interface strings a page needs, chosen at build time: all of its own language and the few
 * of the other that the language notice shows. They travel with the page's data, so the
 * browser never downloads the other language's strings as code.
 */
export function interfaceStringsFor(language: Language): InterfaceStringsData {
  const resources: InterfaceStringsData['resources'] = { [language]: locales[language] }
  for (const other of languages.filter((candidate) => candidate !== language)) {
    resources[other] = Object.fromEntries(noticeKeys.map((key) => [key, locales[other][key]]))
  }
  return { language, resources }
}

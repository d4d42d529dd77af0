import { languages, type Language } from '#shared/languages'
import { locales, type InterfaceStrings } from '#shared/locales'
import type { InterfaceStringsData } from './i18n'

/** Shown in the other language: the notice that offers the page, or the closest help, in it (language-notice.tsx). */
const noticeKeys = [
  'language.label',
  'language.noticeText',
  'language.noticeLink',
  'language.noticeDismiss',
  'language.closestNoticeText',
  'language.closestNoticeLink',
] as const satisfies readonly (keyof InterfaceStrings)[]

/**
 * The interface strings a page needs, chosen at build time: all of its own language and the few
 * of the other that the language notice shows. They travel with the page's data, so the
 * browser never downloads the other language's strings as code.
 */
export function interfaceStringsFor(language: Language): InterfaceStringsData {
  const strings: InterfaceStringsData = { [language]: locales[language] }
  for (const other of languages.filter((candidate) => candidate !== language)) {
    strings[other] = Object.fromEntries(noticeKeys.map((key) => [key, locales[other][key]]))
  }
  return strings
}

import type { Language } from '#shared/languages'
import { locales, type InterfaceStrings } from '#shared/locales'
import { reasons } from '#shared/contact/fields'

export type StringKey = keyof InterfaceStrings

/** Interface strings on the server, for answers and pages in the visitor's language. */
export function translate(language: Language, key: StringKey, values: Record<string, string> = {}): string {
  return locales[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

/** The label of a stored message's reason; rows from before a reason was renamed read as general. */
export function reasonLabel(language: Language, reason: string | null): string {
  const known = reasons.find((candidate) => candidate === reason) ?? 'general'
  return translate(language, `contact.reason.${known}`)
}

import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'

const strings: Record<Language, Record<string, string>> = locales

/** Interface strings on the server, for answers and pages in the visitor's language. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const text = strings[language][key] ?? strings.en[key] ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

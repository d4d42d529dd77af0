import type { Context } from 'hono'
import { accepts } from 'hono/accepts'
import { defaultLanguage, isLanguage, languages, type Language } from '#shared/languages'

/**
 * The language a staff member works in: the editor's interface, its labels and hints, and every
 * message it shows. The one place the content editor asks; it reads the person's account setting
 * when there is one, and until then the language their browser asks for (Accept-Language).
 */
export function staffLanguage(c: Context): Language {
  const setting = (c.var.adminUser as { language?: unknown } | undefined)?.language
  if (isLanguage(setting)) return setting
  const asked = accepts(c, {
    header: 'Accept-Language',
    supports: [...languages],
    default: defaultLanguage,
    // "es-MX" asks for Spanish: the primary subtag decides.
    match: (wanted, config) =>
      [...wanted]
        .sort((a, b) => b.q - a.q)
        .map((entry) => entry.type.toLowerCase().split('-')[0] ?? '')
        .find((tag) => config.supports.includes(tag)) ?? config.default,
  })
  return isLanguage(asked) ? asked : defaultLanguage
}

/**
 * Interface strings for code that runs without i18next: the plain-TypeScript islands, given the
 * few strings they show in their props. Reads the catalogue's own syntax (shared/locales):
 * `{{name}}` placeholders, and `key_one` / `key_other` chosen by `count` as i18next chooses them.
 */
export type Strings = Partial<Record<string, string>>

export type Translate = (key: string, values?: Record<string, string | number>) => string

export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** `t(key, values)` over `strings`, in `language` (for plural rules). A missing key reads as itself. */
export function words(strings: Strings, language = 'en'): Translate {
  const plural = new Intl.PluralRules(language)
  return (key, values) => {
    const count = values?.count
    const chosen =
      typeof count === 'number'
        ? (strings[`${key}_${plural.select(count)}`] ?? strings[`${key}_other`])
        : undefined
    return fill(chosen ?? strings[key] ?? key, values)
  }
}

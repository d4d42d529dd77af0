import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/features/i18n/i18n'
import { locales } from '#shared/locales'
import { words } from './words'

describe('words', () => {
  it('fills placeholders and picks plural forms as i18next does', () => {
    for (const language of ['en', 'es'] as const) {
      const t = words(locales[language], language)
      const i18n = createI18n(language, { [language]: locales[language] })
      for (const [key, values] of [
        ['callBar.callOffice', { office: 'Irvine' }],
        ['hours.opensOn', { day: 'Monday', at: 'at 8:30 AM' }],
        ['index.results', { count: 1 }],
        ['index.results', { count: 3 }],
        ['index.noResults', { query: 'ojo' }],
      ] as const) {
        expect(t(key, values), `${language} ${key}`).toBe(i18n.t(key as 'index.results', values))
      }
    }
  })

  it('reads a missing key as itself', () => {
    expect(words({})('callBar.callNow')).toBe('callBar.callNow')
  })
})

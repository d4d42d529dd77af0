import { describe, expect, it } from 'vitest'
import { withLanguageNames } from './language-names'

const namer = (staff: string) => {
  const names = new Intl.DisplayNames([staff], { type: 'language' })
  return (code: string) => (['en', 'es'].includes(code) ? names.of(code) : undefined)
}

describe('the language switch in words', () => {
  it('names the language being written in the staff member’s language', () => {
    expect(withLanguageNames('Writing in ES', namer('en'), 'en')).toBe('Writing in Spanish')
    expect(withLanguageNames('Escribiendo en EN', namer('es'), 'es')).toBe('Escribiendo en inglés')
  })

  it('names a choice of the list by itself, starting with a capital', () => {
    expect(withLanguageNames('es', namer('en'), 'en')).toBe('Spanish')
    expect(withLanguageNames('en', namer('es'), 'es')).toBe('Inglés')
  })

  it('leaves other words and codes as they are', () => {
    expect(withLanguageNames('Copy from the other language', namer('en'), 'en')).toBe(
      'Copy from the other language',
    )
    expect(withLanguageNames('Ana Ruiz, OD', namer('en'), 'en')).toBe('Ana Ruiz, OD')
    expect(withLanguageNames('vi', namer('en'), 'en')).toBe('vi')
  })
})

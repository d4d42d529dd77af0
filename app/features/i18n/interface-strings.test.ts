import { describe, expect, it } from 'vitest'
import { en } from '#shared/locales/en'
import { es } from '#shared/locales/es'
import { createI18n, i18nFor } from './i18n'
import { interfaceStringsFor } from './interface-strings.server'

describe('interface strings sent with a page', () => {
  it('carry every string of the page language and only the notice strings of the other', () => {
    const spanish = interfaceStringsFor('es')
    expect(spanish.es).toEqual(es)
    expect(Object.keys(spanish.en!).sort()).toEqual([
      'language.closestNoticeLink',
      'language.closestNoticeText',
      'language.label',
      'language.noticeDismiss',
      'language.noticeLink',
      'language.noticeText',
    ])
    expect(spanish.en!['language.noticeLink']).toBe(en['language.noticeLink'])
  })

  it('keep one instance per language, completed (never replaced) when later pages bring strings', () => {
    const fromSpanishPage = interfaceStringsFor('es')
    const english = i18nFor('en', fromSpanishPage)
    expect(english.getFixedT('en')('language.noticeLink')).toBe(en['language.noticeLink'])
    expect(english.getResourceBundle('en', 'common')['callBar.callNow']).toBeUndefined()
    const fromEnglishPage = interfaceStringsFor('en')
    expect(i18nFor('en', fromEnglishPage)).toBe(english)
    expect(english.t('callBar.callNow')).toBe('Call Now')
    expect(english.language).toBe('en')
    const spanish = i18nFor('es', fromSpanishPage)
    expect(spanish).not.toBe(english)
    expect(spanish.t('callBar.callNow')).toBe('Llame ahora')
    // Switching pages never changes the language of an instance another page may still render.
    expect(english.language).toBe('en')
  })

  it('build a standalone instance for one language', () => {
    expect(createI18n('es', interfaceStringsFor('es')).t('callBar.callNow')).toBe('Llame ahora')
  })
})

import { describe, expect, it } from 'vitest'
import { en } from '#app/locales/en/common'
import { es } from '#app/locales/es/common'
import { addInterfaceStrings, createI18n } from './i18n'
import { interfaceStringsFor } from './interface-strings.server'

describe('interface strings sent with a page', () => {
  it('carry every string of the page language and only the notice strings of the other', () => {
    const spanish = interfaceStringsFor('es')
    expect(spanish.resources.es).toEqual(es)
    expect(Object.keys(spanish.resources.en!).sort()).toEqual([
      'language.label',
      'language.noticeDismiss',
      'language.noticeLink',
      'language.noticeText',
    ])
    expect(spanish.resources.en!['language.noticeLink']).toBe(en['language.noticeLink'])
  })

  it('complete a partial language when its page arrives, and change nothing the second time', () => {
    const i18n = createI18n('en', interfaceStringsFor('es'))
    expect(i18n.getFixedT('en')('language.noticeLink')).toBe(en['language.noticeLink'])
    expect(i18n.getResourceBundle('en', 'common')['callBar.callNow']).toBeUndefined()
    const english = interfaceStringsFor('en')
    addInterfaceStrings(i18n, english)
    addInterfaceStrings(i18n, english)
    expect(i18n.t('callBar.callNow')).toBe('Call Now')
    expect(i18n.getFixedT('es')('callBar.callNow')).toBe('Llame ahora')
  })
})

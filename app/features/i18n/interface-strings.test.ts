import { describe, expect, it } from 'vitest'
import { en } from '#shared/locales/en'
import { es } from '#shared/locales/es'
import { createI18n } from './i18n'
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

  it('build a standalone instance for one language', () => {
    expect(createI18n('es', interfaceStringsFor('es')).t('callBar.callNow')).toBe('Llame ahora')
  })
})

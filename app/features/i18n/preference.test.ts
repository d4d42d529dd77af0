import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefixedPath } from '#shared/languages'
import { resolvePreference } from './preference'
import { createI18n, readableFallback } from './i18n'
import { interfaceStringsFor } from './interface-strings.server'

describe('resolvePreference', () => {
  afterEach(() => vi.restoreAllMocks())

  it('lets a Spanish path set Spanish and store it', () => {
    expect(resolvePreference({ pathname: '/es', stored: null, browserLanguage: 'en-US' })).toEqual({
      language: 'es',
      store: 'es',
    })
    expect(
      resolvePreference({
        pathname: '/es/queratocono/reticulacion-corneal',
        stored: 'en',
        browserLanguage: 'en',
      }),
    ).toEqual({ language: 'es', store: 'es' })
    expect(resolvePreference({ pathname: '/es/about', stored: 'es', browserLanguage: 'en' })).toEqual({
      language: 'es',
      store: null,
    })
  })

  it('does not treat paths that merely start with "es" as Spanish', () => {
    expect(resolvePreference({ pathname: '/eyewear', stored: null, browserLanguage: 'en-US' }).language).toBe(
      'en',
    )
    expect(resolvePreference({ pathname: '/essentials', stored: null, browserLanguage: 'en' }).language).toBe(
      'en',
    )
  })

  it('keeps a valid stored value on English paths', () => {
    expect(resolvePreference({ pathname: '/about', stored: 'es', browserLanguage: 'en-US' })).toEqual({
      language: 'es',
      store: null,
    })
    expect(resolvePreference({ pathname: '/', stored: 'en', browserLanguage: 'es-MX' })).toEqual({
      language: 'en',
      store: null,
    })
  })

  it('replaces a missing or invalid stored value with the browser language', () => {
    expect(resolvePreference({ pathname: '/', stored: null, browserLanguage: 'es-MX' })).toEqual({
      language: 'es',
      store: 'es',
    })
    expect(resolvePreference({ pathname: '/', stored: 'fr', browserLanguage: 'ES' })).toEqual({
      language: 'es',
      store: 'es',
    })
    expect(resolvePreference({ pathname: '/', stored: 'klingon', browserLanguage: 'de-DE' })).toEqual({
      language: 'en',
      store: 'en',
    })
  })

  it('falls back to English with a warning when detection fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(resolvePreference({ pathname: '/', stored: null, browserLanguage: undefined })).toEqual({
      language: 'en',
      store: 'en',
    })
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('prefixedPath', () => {
  it('prefixes and unprefixes', () => {
    expect(prefixedPath('/about', 'es')).toBe('/es/about')
    expect(prefixedPath('/', 'es')).toBe('/es')
    expect(prefixedPath('/es/about', 'en')).toBe('/about')
    expect(prefixedPath('/es', 'en')).toBe('/')
    expect(prefixedPath('/es/about', 'es')).toBe('/es/about')
  })
})

describe('interface strings', () => {
  afterEach(() => vi.restoreAllMocks())

  it('warns and shows a readable fallback for a missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = createI18n('es', interfaceStringsFor('es'))
    // A key the strings table lacks, as a stale bundle would: the type checker cannot see it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the cast is what lets tsc accept the key
    expect(i18n.t('contact.sendMessage' as 'contact.formTitle')).toBe('Send message')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contact.sendMessage'))
  })

  it('translates present keys in both languages', () => {
    expect(createI18n('en', interfaceStringsFor('en')).t('callBar.callNow')).toBe('Call Now')
    expect(createI18n('es', interfaceStringsFor('es')).t('callBar.callNow')).toBe('Llame ahora')
    expect(readableFallback('nav.dry_eye')).toBe('Dry eye')
  })
})

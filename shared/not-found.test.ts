import { describe, expect, it } from 'vitest'
import { isNotFoundPath, notFoundPathIn, notFoundPathOf } from './not-found'

describe('not-found pages', () => {
  it('are one per language', () => {
    expect(notFoundPathIn('en')).toBe('/404')
    expect(notFoundPathIn('es')).toBe('/es/404')
    expect(isNotFoundPath('/es/404')).toBe(true)
    expect(isNotFoundPath('/404')).toBe(true)
    expect(isNotFoundPath('/conditions/404-errors')).toBe(false)
  })

  it('answer an unknown path in its language, wherever it is', () => {
    expect(notFoundPathOf('/conditions/typo')).toBe('/404')
    expect(notFoundPathOf('/conditions/typo/more')).toBe('/404')
    expect(notFoundPathOf('/es/conditions/cataracts')).toBe('/es/404')
    expect(notFoundPathOf('/es')).toBe('/es/404')
    // Not Spanish: a path that merely starts with "es".
    expect(notFoundPathOf('/essentials')).toBe('/404')
  })
})

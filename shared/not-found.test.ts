import { describe, expect, it } from 'vitest'
import { isNotFoundPath, notFoundCandidates, notFoundPathIn } from './not-found'

describe('not-found documents', () => {
  it('live in the folder they answer for', () => {
    expect(notFoundPathIn('/')).toBe('/404')
    expect(notFoundPathIn('/es')).toBe('/es/404')
    expect(notFoundPathIn('/es/emergencia')).toBe('/es/emergencia/404')
    expect(isNotFoundPath('/es/emergencia/404')).toBe(true)
    expect(isNotFoundPath('/404')).toBe(true)
    expect(isNotFoundPath('/conditions/404-errors')).toBe(false)
  })

  it('answer an unknown path with its section’s document first, then its language’s', () => {
    expect(notFoundCandidates('/conditions/typo')).toEqual(['/conditions/404', '/404'])
    expect(notFoundCandidates('/es/conditions/cataracts')).toEqual(['/es/conditions/404', '/es/404'])
    expect(notFoundCandidates('/locations/anaheim')).toEqual(['/locations/404', '/404'])
  })

  it('never offer a section document to a path the section’s route does not match', () => {
    // Two segments below a section match the catch-all in the browser, not the section's route.
    expect(notFoundCandidates('/conditions/typo/more')).toEqual(['/conditions/typo/404', '/404'])
    expect(notFoundCandidates('/typo')).toEqual(['/404'])
    expect(notFoundCandidates('/es/typo')).toEqual(['/es/404'])
    expect(notFoundCandidates('/es')).toEqual(['/es/404'])
  })
})

import { describe, expect, it } from 'vitest'
import { cameFrom, withFrom } from './came-from'

describe('?from=', () => {
  it('leads to the help with the page left behind, after any query the help has', () => {
    expect(withFrom('/es/conditions/lasik', '/laser-treatments/premium-lasik')).toBe(
      '/es/conditions/lasik?from=%2Flaser-treatments%2Fpremium-lasik',
    )
    expect(withFrom('/es/search?q=lasik', '/about')).toBe('/es/search?q=lasik&from=%2Fabout')
  })

  it('is read back only as a path of the site in the other language', () => {
    expect(cameFrom('?from=%2Flaser-treatments%2Fpremium-lasik', 'es')).toBe(
      '/laser-treatments/premium-lasik',
    )
    for (const forged of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      '/es/conditions/stye',
    ])
      expect(cameFrom(`?from=${encodeURIComponent(forged)}`, 'es'), forged).toBeNull()
    expect(cameFrom('', 'es')).toBeNull()
  })
})

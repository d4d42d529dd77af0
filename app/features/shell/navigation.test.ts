import { describe, expect, it } from 'vitest'
import { navigation, navHref, phoneLineForPath } from './navigation'

describe('phoneLineForPath', () => {
  it('picks the topic line for keratoconus, dry eye and ortho-k pages', () => {
    expect(phoneLineForPath('/keratoconus/corneal-cross-linking')).toBe('keratoconus')
    expect(phoneLineForPath('/es/queratocono/reticulacion-corneal')).toBe('keratoconus')
    expect(phoneLineForPath('/conditions/keratoconus')).toBe('keratoconus')
    expect(phoneLineForPath('/keratoconus-referral')).toBe('keratoconus')
    expect(phoneLineForPath('/es/conditions/dry-eye')).toBe('dryEye')
    expect(phoneLineForPath('/conditions/ortho-k')).toBe('orthoK')
  })

  it('uses the main line everywhere else', () => {
    expect(phoneLineForPath('/')).toBe('main')
    expect(phoneLineForPath('/conditions/glaucoma')).toBe('main')
  })
})

describe('navigation', () => {
  it('has the fourteen labels of the spec, linked in both languages', () => {
    expect(navigation).toHaveLength(14)
    expect(navHref('', 'en')).toBe('/')
    expect(navHref('', 'es')).toBe('/es')
    expect(navHref('conditions/dry-eye', 'es')).toBe('/es/conditions/dry-eye')
  })
})

import { describe, expect, it } from 'vitest'
import { matches, normalize } from './filterable-index'

describe('index filter', () => {
  it('ignores case and accents', () => {
    expect(normalize('Párpado Caído')).toBe('parpado caido')
    expect(matches({ href: '/x', title: 'Queratocono', summary: '' }, 'QUERATOCONO')).toBe(true)
    expect(matches({ href: '/x', title: 'Ojo seco', summary: 'Lágrimas' }, 'lagrimas')).toBe(true)
  })

  it('needs every word to match', () => {
    const item = { href: '/x', title: 'Dry eye', summary: 'Burning, gritty eyes' }
    expect(matches(item, 'dry gritty')).toBe(true)
    expect(matches(item, 'dry glaucoma')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { matches, normalize } from './index-filter'

describe('index filter', () => {
  it('ignores case and accents', () => {
    expect(normalize('Párpado Caído')).toBe('parpado caido')
    expect(matches({ title: 'Queratocono', summary: '' }, 'QUERATOCONO')).toBe(true)
    expect(matches({ title: 'Ojo seco', summary: 'Lágrimas' }, 'lagrimas')).toBe(true)
  })

  it('needs every word to match', () => {
    const item = { title: 'Dry eye', summary: 'Burning, gritty eyes' }
    expect(matches(item, 'dry gritty')).toBe(true)
    expect(matches(item, 'dry glaucoma')).toBe(false)
  })
})

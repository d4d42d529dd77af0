import { describe, expect, it } from 'vitest'
import { searchFieldFor } from './keyboard-shortcuts'

/** Just enough of an input element for searchFieldFor: where it sits and whether it shows. */
function field(name: string, { inHeader = false, visible = true } = {}) {
  return {
    name,
    closest: (selector: string) => (selector === '[data-site-search]' && inHeader ? {} : null),
    getClientRects: () => ({ length: visible ? 1 : 0 }),
  }
}

const page = (...fields: ReturnType<typeof field>[]) =>
  ({ querySelectorAll: () => fields }) as unknown as Pick<Document, 'querySelectorAll'>

describe('searchFieldFor ("/")', () => {
  it('prefers the page’s own filter over the header search', () => {
    const found = searchFieldFor(page(field('header', { inHeader: true }), field('conditions filter')))
    expect(found).toMatchObject({ name: 'conditions filter' })
  })

  it('falls back to the header search when the page has no field', () => {
    expect(searchFieldFor(page(field('header', { inHeader: true })))).toMatchObject({ name: 'header' })
  })

  it('skips hidden fields, and finds nothing when none shows', () => {
    expect(
      searchFieldFor(page(field('header', { inHeader: true }), field('filter', { visible: false }))),
    ).toMatchObject({ name: 'header' })
    expect(searchFieldFor(page(field('header', { inHeader: true, visible: false })))).toBeNull()
  })
})

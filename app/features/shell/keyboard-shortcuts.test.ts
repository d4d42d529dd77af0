import { describe, expect, it, vi } from 'vitest'
import { handleShortcut, searchFieldFor } from './keyboard-shortcuts'

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

/** Just enough of a button for the Escape shortcut: its label, whether it shows, where it sits. */
function button(label: string, { inBand = false } = {}) {
  const element = {
    label,
    clicked: false,
    getAttribute: (name: string) => (name === 'aria-label' ? label : null),
    textContent: '',
    offsetParent: {},
    closest: (selector: string) => (selector === '[data-escape-last]' && inBand ? {} : null),
    click: () => {
      element.clicked = true
    },
  }
  return element
}

const escapeOn = (...buttons: ReturnType<typeof button>[]) => escapeHandledOn(false, ...buttons)

/** Escape with `handled` saying whether something (an open dialog closing) already took the key. */
const escapeHandledOn = (handled: boolean, ...buttons: ReturnType<typeof button>[]) => {
  const root = {
    querySelector: () => null,
    querySelectorAll: () => buttons,
    documentElement: { dataset: {} },
  } as unknown as Document
  return handleShortcut(
    { key: 'Escape', target: null, defaultPrevented: handled } as unknown as KeyboardEvent,
    root,
  )
}

describe('Escape', () => {
  // Node has no DOM: the key's target (none here) is checked against this stand-in.
  vi.stubGlobal('HTMLElement', EventTarget)

  it('closes a notice before the announcement band, though the band comes first', () => {
    const band = button('Close announcement', { inBand: true })
    const notice = button('Close notice')
    expect(escapeOn(band, button('Open menu'), notice)).toBe(true)
    expect(notice.clicked).toBe(true)
    expect(band.clicked).toBe(false)
  })

  it('leaves the page alone when a dialog has just closed on that Escape', () => {
    const band = button('Close announcement', { inBand: true })
    expect(escapeHandledOn(true, band)).toBe(false)
    expect(band.clicked).toBe(false)
  })

  it('closes the band when nothing else can be closed', () => {
    const band = button('Cerrar aviso', { inBand: true })
    expect(escapeOn(button('Abrir menú'), band)).toBe(true)
    expect(band.clicked).toBe(true)
  })
})

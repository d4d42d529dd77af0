import { describe, expect, it } from 'vitest'
import { entryKey, renamed } from './entry-names'

describe('the lists name each page by its heading in the staff member’s language', () => {
  it('knows the entry a card leads to', () => {
    expect(entryKey('#/collections/condition/entries/stye')).toBe('condition/stye')
    expect(entryKey('#/collections/news/entries/flu-shots-2026')).toBe('news/flu-shots-2026')
    expect(entryKey('#/collections/condition/new')).toBeNull()
    expect(entryKey('#/collections/settings/entries/')).toBeNull()
  })

  it('keeps the date of a dated list, and nothing else of the summary', () => {
    expect(renamed('Stye: Causes, Home Care and When to See Us', 'Orzuelo')).toBe('Orzuelo')
    expect(renamed('30 nov 2026 · Flu shots are here', 'Ya llegaron las vacunas')).toBe(
      '30 nov 2026 · Ya llegaron las vacunas',
    )
    // A title with a dot of its own is not a date.
    expect(renamed('Eye care · Irvine', 'Cuidado de los ojos')).toBe('Cuidado de los ojos')
  })
})

import { describe, expect, it } from 'vitest'
import { previewText } from './preview-text'

const pages = [
  { value: 'conditions/stye', label: 'Orzuelo · Afección' },
  { value: 'emergency/chemical-burn', label: 'Quemadura "química" · Emergencia' },
]

describe('the preview’s text', () => {
  it('leaves heading anchors out', () => {
    expect(previewText('## Síntomas {#symptoms}\n\nTexto {#not-a-heading}\n### Más {#more}  ', pages)).toBe(
      '## Síntomas\n\nTexto {#not-a-heading}\n### Más',
    )
  })

  it('shows a link to another page under that page’s title, never the code', () => {
    const text = previewText(
      'Vea [el orzuelo](page:conditions/stye#causes) o [esto](page:emergency/chemical-burn) o [nada](page:conditions/gone).',
      pages,
    )
    expect(text).toBe(
      'Vea [el orzuelo](#causes "Orzuelo") o [esto](# "Quemadura \\"química\\"") o [nada](#).',
    )
    expect(text).not.toContain('page:')
  })
})

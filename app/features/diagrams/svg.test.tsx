import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Callout, Label, LabelKey } from './svg'

const inDiagram = (words: string[], node: React.ReactNode) =>
  renderToStaticMarkup(<LabelKey value={words}>{node}</LabelKey>)

describe('labels', () => {
  it('carry their place in the words the diagram asked for as the number on their badge', () => {
    const markup = inDiagram(['Cornea', 'Iris'], <Label at={[10, 20]} text="Iris" />)
    expect(markup).toMatch(
      /<g class="dg-mark"><circle cx="22" cy="20" r="12"><\/circle><text x="22" y="20">2<\/text><\/g>$/,
    )
  })

  it('that the diagram did not ask for by key are an error, since the key would miss them', () => {
    expect(() => inDiagram(['Cornea'], <Label at={[10, 20]} text="Iris" />)).toThrow(/"Iris"/)
  })

  it('have no number outside a diagram (the office map)', () => {
    expect(renderToStaticMarkup(<Label at={[10, 20]} text="Irvine" />)).not.toContain('dg-mark')
  })

  it('put the badge of a callout where its leader ends, on the side of the text', () => {
    const markup = inDiagram(['Lens'], <Callout part={[100, 50]} label={[20, 50]} text="Lens" />)
    expect(markup).toContain('<path class="dg-leader" d="M100 50L20 50">')
    expect(markup).toContain('<circle cx="8" cy="50" r="12">')
  })

  it('join several parts to one label, a leader from each', () => {
    const markup = inDiagram(
      ['Two'],
      <Callout
        part={[
          [50, 100],
          [70, 100],
        ]}
        label={[60, 40]}
        text="Two"
        anchor="middle"
      />,
    )
    expect(markup).toMatch(/d="M50 100L60 50\.8M70 100L60 50\.8"/)
    expect(markup.match(/class="dg-dot"/g)).toHaveLength(2)
  })
})

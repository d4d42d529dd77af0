import { describe, expect, it } from 'vitest'
import { allShareImages, shareImage } from './share-image'
import { shareImageSvg, wrapWords } from './share-image-svg'

describe('share images', () => {
  it('has one image per family, per language where the family is bilingual', () => {
    expect(shareImage('condition', 'es')).toMatchObject({
      path: '/og/condition-es.png',
      title: 'Enfermedades de los ojos de la A a la Z',
    })
    // Laser treatments are English only: a Spanish request gets the English image.
    expect(shareImage('laser', 'es').path).toBe('/og/laser-en.png')
    const paths = allShareImages().map((image) => image.path)
    expect(paths).toContain('/og/keratoconus-es.png')
    expect(paths).not.toContain('/og/provider-es.png')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('renders the practice name and the escaped, wrapped title at 1200×630', () => {
    const svg = shareImageSvg({
      practiceName: 'Eyes & Co',
      title: 'Eye emergencies: what to do <now>',
      tagline: 'Care',
      host: 'eyes.example',
    })
    expect(svg).toContain('width="1200" height="630"')
    expect(svg).toContain('Eyes &amp; Co')
    expect(svg).toContain('&lt;now&gt;')
    expect(svg).not.toContain('<now>')
    expect(svg.match(/<tspan/g)).toHaveLength(2)
  })

  it('wraps words greedily to the given width', () => {
    expect(wrapWords('Laser and surgical eye treatments', 20)).toEqual([
      'Laser and surgical',
      'eye treatments',
    ])
    expect(wrapWords('Supercalifragilistic word', 5)).toEqual(['Supercalifragilistic', 'word'])
  })
})

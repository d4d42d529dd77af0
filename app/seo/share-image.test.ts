import { describe, expect, it } from 'vitest'
import { pagesOf } from '#shared/content/registry.server'
import { allShareImages, pageShareImage, shareImage } from './share-image'
import { shareImageSvg, wrapWords } from './share-image-svg'
import { shareImagesToMake } from './share-images.server'

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

  it('gives each location page its own image, with its office on the county map', () => {
    const irvine = pageShareImage({
      id: 'locations/irvine',
      family: 'location',
      language: 'es',
      front: { heading: 'Cuidado de los ojos en Irvine', office: 'irvine' },
    })
    expect(irvine).toMatchObject({
      path: '/og/location-irvine-es.png',
      office: 'irvine',
      title: 'Cuidado de los ojos en Irvine',
    })
    expect(
      pageShareImage({
        id: 'conditions/stye',
        family: 'condition',
        language: 'es',
        front: { heading: 'Orzuelo' },
      }).path,
    ).toBe('/og/condition-es.png')
    const made = shareImagesToMake().map((image) => image.path)
    const locationPages = pagesOf('location', 'en').length + pagesOf('location', 'es').length
    expect(locationPages).toBeGreaterThanOrEqual(10)
    expect(
      made.filter((p) => p.startsWith('/og/location-') && !/location-(en|es)\.png$/.test(p)),
    ).toHaveLength(locationPages)
    expect(new Set(made).size).toBe(made.length)
    const svg = shareImageSvg({
      practiceName: 'Eyes',
      title: irvine.title,
      tagline: 'Care',
      host: 'eyes.example',
      office: 'irvine',
    })
    expect(svg.match(/fill="#f2c46d" stroke/g)).toHaveLength(1)
    expect(svg).toMatch(/<path d="M[\d. L]+Z" fill="#ffffff" fill-opacity="0.12"/)
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

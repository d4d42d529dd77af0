import { describe, expect, it } from 'vitest'
import { overflowingText, overlappingText } from '#app/features/diagrams/label-fit'
import { languages } from '#shared/languages'
import { officeIds, practice } from '#shared/practice'
import { renderOfficeMap } from './office-map.server'
import { places } from './places'
import { insidePolygon } from '#app/content/county/project'

describe('the office map', () => {
  it('are drawn inside the county as the map shows it, one per office', () => {
    for (const highlight of [undefined, ...officeIds]) {
      const { svg } = renderOfficeMap('en', highlight)
      const land = svg.match(/<path class="dg-land" d="([^"]+)"/)![1]!
      const polygon = [...land.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(
        ([, x, y]) => [Number(x), Number(y)] as [number, number],
      )
      const pins = [
        ...svg.matchAll(/data-office="([^"]+)"><g class="[^"]+"><path d="M(-?[\d.]+) (-?[\d.]+)/g),
      ]
      expect(pins.map(([, id]) => id)).toEqual([...officeIds])
      for (const [, id, x, y] of pins) expect(insidePolygon([Number(x), Number(y)], polygon), id).toBe(true)
    }
  })

  it('names every service-area city', () => {
    expect(practice.serviceArea.filter((city) => !places[city])).toEqual([])
    const { svg } = renderOfficeMap('en')
    for (const city of practice.serviceArea) expect(svg).toContain(`>${city}</tspan>`)
  })

  it('keeps its names on the canvas and clear of each other, in both languages and every variant', () => {
    for (const language of languages) {
      for (const highlight of [undefined, ...officeIds]) {
        const map = renderOfficeMap(language, highlight)
        expect(overflowingText(map.svg, map.width, map.height), `${language} ${highlight}`).toEqual([])
        expect(overlappingText(map.svg), `${language} ${highlight}`).toEqual([])
      }
    }
  })

  it('is an image with a name and a description, and links to directions for each office', () => {
    const map = renderOfficeMap('es', 'irvine')
    expect(map.svg).toMatch(
      /^<svg [^>]*role="img"[^>]*aria-labelledby="map-title" aria-describedby="map-desc"/,
    )
    expect(map.svg).toContain('<title id="map-title">Mapa: nuestra oficina de Irvine')
    expect(map.svg).toMatch(/<desc id="map-desc">[^<]*Santa Ana, Irvine y Newport Beach/)
    expect(map.caption).toContain('Irvine')
    expect(map.directions.map((link) => link.highlighted)).toEqual([false, true, false])
    for (const link of map.directions) {
      expect(link.href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+%20/)
      expect(link.label).toMatch(/^Cómo llegar a /)
    }
  })
})

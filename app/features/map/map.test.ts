import fs from 'node:fs'
import { geoContains } from 'd3-geo'
import { describe, expect, it } from 'vitest'
import { overflowingText, overlappingText } from '#app/features/diagrams/label-fit'
import { languages } from '#shared/languages'
import { officeIds, practice } from '#shared/practice'
import { countyFeature, countyModule, countyProjection } from '../../../scripts/map/county-outline'
import { renderOfficeMap } from './office-map.server'
import { places } from './places'
import { insidePolygon, outlinePoints, project } from './project'

const lonLat = (office: (typeof practice.offices)[number]) =>
  [office.geo.longitude, office.geo.latitude] as const

describe('the county outline', () => {
  it('is what the generator makes from us-atlas today', () => {
    expect(fs.readFileSync('app/features/map/orange-county.generated.ts', 'utf8')).toBe(countyModule())
  })

  it('projects places as d3-geo does', () => {
    const projection = countyProjection()
    for (const office of practice.offices) {
      const [x, y] = project(lonLat(office))
      const [dx, dy] = projection(lonLat(office) as [number, number])!
      expect(Math.abs(x - dx)).toBeLessThan(0.01)
      expect(Math.abs(y - dy)).toBeLessThan(0.01)
    }
  })
})

describe('office pins', () => {
  const county = countyFeature()
  const outline = outlinePoints()

  it('stand inside Orange County, on the ground and on the projected outline', () => {
    for (const office of practice.offices) {
      expect(geoContains(county, lonLat(office) as [number, number]), office.id).toBe(true)
      expect(insidePolygon(project(lonLat(office)), outline), office.id).toBe(true)
    }
  })

  it('would be caught outside it (Los Angeles City Hall, a point in the ocean)', () => {
    for (const place of [
      [-118.2428, 34.0537],
      [-117.95, 33.55],
    ] as const) {
      expect(geoContains(county, [...place])).toBe(false)
      expect(insidePolygon(project(place), outline)).toBe(false)
    }
  })

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
})

describe('the office map', () => {
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

import fs from 'node:fs'
import { geoContains } from 'd3-geo'
import { describe, expect, it } from 'vitest'
import { insidePolygon, outlinePoints, project } from '#app/content/county/project'
import { practice } from '#shared/practice'
import { countyFeature, countyModule, countyProjection } from './county-outline'

const lonLat = (office: (typeof practice.offices)[number]) =>
  [office.geo.longitude, office.geo.latitude] as const

describe('the county outline', () => {
  it('is what the generator makes from us-atlas today', () => {
    expect(fs.readFileSync('app/content/county/orange-county.generated.ts', 'utf8')).toBe(countyModule())
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
})

import { itemAt } from '#app/lib/utils'
import { county } from '#app/content/county/orange-county.generated'

export type LonLat = readonly [longitude: number, latitude: number]

/** A place on the county map: d3-geo's Mercator with the scale and offset the generator fitted. */
export function project([longitude, latitude]: LonLat): [number, number] {
  const radians = Math.PI / 180
  return [
    county.translate[0] + county.scale * longitude * radians,
    county.translate[1] - county.scale * Math.log(Math.tan(Math.PI / 4 + (latitude * radians) / 2)),
  ]
}

/** The corners of the county outline's path, in map units. */
export function outlinePoints(path: string = county.outline): [number, number][] {
  return [...path.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [Number(x), Number(y)])
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function insidePolygon([x, y]: readonly [number, number], polygon: [number, number][]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = itemAt(polygon, i)
    const [xj, yj] = itemAt(polygon, j)
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

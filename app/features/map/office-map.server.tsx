import { renderToStaticMarkup } from 'react-dom/server'
import { Label, round, type Point } from '#app/features/diagrams/svg'
import type { Language } from '#shared/languages'
import { figureStrings } from '#shared/locales/figures'
import { practice, type Office, type OfficeId } from '#shared/practice'
import type { MapData } from '#shared/content/pictures'
import { county } from '#app/content/county/orange-county.generated'
import { places } from './places'
import { outlinePoints, project } from '#app/content/county/project'

/**
 * The office map, drawn at build time: central Orange County from the Census outline, a pin per
 * office at its coordinates, the service-area cities named, the ocean, and a small map of the
 * whole county showing where this part of it lies. No tiles, no requests, no script.
 */
export const mapSize = { width: 360, height: 300 } as const

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

const list = (items: string[], language: Language) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items)

/** The part of the county the map shows: the offices and named cities, with room around them. */
function view() {
  const points = [
    ...practice.offices.map((office) => project([office.geo.longitude, office.geo.latitude])),
    ...Object.values(places).map((place) => project(place.at)),
  ]
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const scale = Math.min(mapSize.width / ((x1 - x0) * 2.3), mapSize.height / ((y1 - y0) * 2.1))
  const centre: Point = [(x0 + x1) / 2, (y0 + y1) / 2 + (y1 - y0) * 0.06]
  /** A point of the county map on the canvas. */
  return (p: readonly [number, number]): Point => [
    mapSize.width / 2 + (p[0] - centre[0]) * scale,
    mapSize.height / 2 + (p[1] - centre[1]) * scale,
  ]
}

const polygon = (points: Point[]) => `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`

function Pin({ at, highlighted, dimmed }: { at: Point; highlighted: boolean; dimmed: boolean }) {
  const [x, y] = at
  const k = highlighted ? 1.3 : 1
  return (
    <g className={dimmed ? 'dg-pin dg-pin-other' : 'dg-pin'}>
      <path
        d={`M${round(x)} ${round(y)}c${-2 * k} ${-5 * k} ${-8 * k} ${-8 * k} ${-8 * k} ${-14 * k}a${8 * k} ${8 * k} 0 1 1 ${16 * k} 0c0 ${6 * k} ${-6 * k} ${9 * k} ${-8 * k} ${14 * k}z`}
      />
      <circle className="dg-pin-dot" cx={round(x)} cy={round(y - 14 * k)} r={round(3 * k)} />
    </g>
  )
}

/** Where a name sits against its point, by side. */
function labelAt([x, y]: Point, side: 'left' | 'right' | 'above' | 'below', lift = 0, gap = 10) {
  switch (side) {
    case 'left':
      return { at: [x - gap, y - lift] as Point, anchor: 'end' as const }
    case 'right':
      return { at: [x + gap, y - lift] as Point, anchor: 'start' as const }
    case 'above':
      return { at: [x, y - 14 - lift] as Point, anchor: 'middle' as const }
    case 'below':
      return { at: [x, y + 14] as Point, anchor: 'middle' as const }
  }
}

const officeSides: Record<OfficeId, 'left' | 'right' | 'below'> = {
  'santa-ana': 'left',
  irvine: 'right',
  'newport-beach': 'below',
}

function Inset({ at, width }: { at: Point; width: number }) {
  const k = width / county.width
  const height = county.height * k
  const toInset = ([x, y]: readonly [number, number]): Point => [at[0] + x * k, at[1] + y * k]
  const toCanvas = view()
  // The shown area, traced back from the canvas corners into county units.
  const [ax, ay] = toCanvas([0, 0])
  const [bx, by] = toCanvas([1, 1])
  const [sx, sy] = [bx - ax, by - ay]
  const corner = (cx: number, cy: number) => toInset([(cx - ax) / sx, (cy - ay) / sy])
  const [r0, r1] = [corner(0, 0), corner(mapSize.width, mapSize.height)]
  return (
    <g>
      <rect
        className="dg-panel"
        x={round(at[0] - 6)}
        y={round(at[1] - 6)}
        width={round(width + 12)}
        height={round(height + 12)}
        rx={6}
      />
      <path className="dg-land" d={polygon(outlinePoints().map(toInset))} />
      <rect
        className="dg-inset-frame"
        x={round(r0[0])}
        y={round(r0[1])}
        width={round(r1[0] - r0[0])}
        height={round(r1[1] - r0[1])}
      />
    </g>
  )
}

/** The map in a language, with one office highlighted (a location page) or none. */
export function renderOfficeMap(language: Language, highlight?: OfficeId): MapData {
  const strings = figureStrings[language]
  const toCanvas = view()
  const land = polygon(outlinePoints().map(toCanvas))
  const neighbours = county.neighbours
    .split('M')
    .filter(Boolean)
    .map((ring) => polygon(outlinePoints(ring).map(toCanvas)))
    .join('')
  const offices = practice.offices as readonly Office[]
  const officeCities = new Set(offices.map((office) => office.city))
  const others = practice.serviceArea.filter((city) => !officeCities.has(city))
  const highlighted = offices.find((office) => office.id === highlight)
  const id = (name: string) => `map-${name}`
  const title = highlighted
    ? fill(strings['map.titleOffice'], { office: highlighted.city })
    : strings['map.title']
  const description = [
    fill(strings['map.description'], {
      offices: list(
        offices.map((office) => office.city),
        language,
      ),
      cities: list(others, language),
    }),
    highlighted ? fill(strings['map.highlighted'], { office: highlighted.city }) : '',
  ]
    .filter(Boolean)
    .join(' ')

  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
      width={mapSize.width}
      height={mapSize.height}
      role="img"
      aria-labelledby={id('title')}
      aria-describedby={id('desc')}
      className="dg dg-map"
    >
      <title id={id('title')}>{title}</title>
      <desc id={id('desc')}>{description}</desc>
      <rect className="dg-water" width={mapSize.width} height={mapSize.height} />
      <path className="dg-land-other" d={neighbours} />
      <path className="dg-land" d={land} />
      <Label at={[16, 262]} text={strings['map.ocean']} className="dg-note dg-ocean" />
      {others.map((city) => {
        const place = places[city]
        if (!place) throw new Error(`${city} is in the service area but not in map/places.ts`)
        const point = toCanvas(project(place.at))
        const label = labelAt(point, place.side)
        return (
          <g key={city}>
            <circle className="dg-place" cx={round(point[0])} cy={round(point[1])} r={2.5} />
            <Label at={label.at} text={city} anchor={label.anchor} className="dg-note dg-map-label" />
          </g>
        )
      })}
      {offices.map((office) => {
        const point = toCanvas(project([office.geo.longitude, office.geo.latitude]))
        const here = office.id === highlight
        const label = labelAt(point, officeSides[office.id], here ? 18 : 14, here ? 14 : 10)
        return (
          <g key={office.id} data-office={office.id}>
            <Pin at={point} highlighted={here} dimmed={!!highlight && !here} />
            <Label
              at={label.at}
              text={office.city}
              anchor={label.anchor}
              className={here ? 'dg-title dg-map-label' : 'dg-label dg-map-label'}
            />
          </g>
        )
      })}
      <Inset at={[mapSize.width - 84, mapSize.height - 82]} width={72} />
      <Label
        at={[mapSize.width - 8, mapSize.height - 100]}
        text={strings['map.county']}
        anchor="end"
        className="dg-note dg-map-label"
      />
    </svg>,
  )

  return {
    key: 'map',
    svg,
    caption: highlighted
      ? fill(strings['map.captionOffice'], { office: highlighted.city })
      : strings['map.caption'],
    width: mapSize.width,
    height: mapSize.height,
    directions: offices.map((office) => ({
      office: office.id,
      label: fill(strings['map.directions'], { office: office.name[language] }),
      href: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
        `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`,
      )}`,
      highlighted: office.id === highlight,
    })),
  }
}

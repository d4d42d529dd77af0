import { eyeGeometry, FrontSegment, type EyeGeometry } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import { corneaAt } from '../rays'
import {
  Arrow,
  Callout,
  Clipped,
  ClipRect,
  d,
  Divider,
  Label,
  PanelTitle,
  polyline,
  smooth,
  type Point,
} from '../svg'
import { itemAt } from '#app/lib/utils'

/** Parallel rays from the left edge of a panel to the cornea, then on toward the given points. */
function raysThrough(g: EyeGeometry, startX: number, heights: number[], targets: Point[]) {
  return heights
    .map((h, i) => {
      const y = g.cy + h
      return d('M', [startX, y], 'L', [corneaAt(g, y), y], 'L', itemAt(targets, i))
    })
    .join('')
}

const normal = eyeGeometry({ cx: 176, cy: 118, r: 112 })
const cone = eyeGeometry({ cx: 356, cy: 118, r: 112, cornea: 'cone' })

export const keratoconusCone: DiagramDefinition = {
  width: 360,
  height: 236,
  draw: (text, id) => {
    const heights = [-11, -3, 5, 13]
    const far: Point[] = heights.map(() => [normal.ox + 0.9 * normal.r, normal.cy])
    const scattered: Point[] = [
      [cone.ox + 20, cone.cy + 22],
      [cone.ox + 20, cone.cy - 34],
      [cone.ox + 20, cone.cy + 40],
      [cone.ox + 20, cone.cy - 8],
    ]
    return (
      <>
        <ClipRect id={id('a')} x={0} y={26} w={178} h={160} />
        <ClipRect id={id('b')} x={182} y={26} w={178} h={160} />
        <PanelTitle at={[90, 4]} text={text('keratoconus-cone.normal')} />
        <PanelTitle at={[270, 4]} text={text('keratoconus-cone.cone')} />
        <Clipped id={id('a')}>
          <FrontSegment g={normal} />
          <path className="dg-ray" d={raysThrough(normal, 0, heights, far)} />
        </Clipped>
        <Clipped id={id('b')}>
          <FrontSegment g={cone} />
          <path className="dg-ray" d={raysThrough(cone, 182, heights, scattered)} />
        </Clipped>
        <Divider from={[180, 28]} to={[180, 232]} />
        <Callout
          part={[normal.apex[0] + 3, normal.cy + 34]}
          label={[14, 206]}
          text={text('label.evenCurve')}
          anchor="start"
        />
        <Callout
          part={[cone.apex[0] + 3, cone.apex[1] + 4]}
          label={[194, 206]}
          text={text('label.cone')}
          anchor="start"
        />
      </>
    )
  },
}

const xl = eyeGeometry({ cx: 236, cy: 146, r: 96, cornea: 'cone' })

/** Collagen fibres, loose or tied by new links. */
function Fibres({ x, y, linked }: { x: number; y: number; linked: boolean }) {
  const rows = [0, 14, 28, 42]
  const wave = (y0: number) =>
    smooth([0, 1, 2, 3, 4, 5, 6].map((i): Point => [x + i * 18, y + y0 + (i % 2 ? 3 : -3)]))
  return (
    <g>
      <path className="dg-fibre" d={rows.map(wave).join('')} />
      {linked && (
        <path
          className="dg-link"
          d={rows
            .slice(0, -1)
            .flatMap((y0, row) =>
              [1, 3, 5].map((i) =>
                d('M', [x + i * 18 + (row % 2) * 9 - 4, y + y0 + 3], 'L', [
                  x + i * 18 + (row % 2) * 9 - 4,
                  y + y0 + 11,
                ]),
              ),
            )
            .join('')}
        />
      )}
    </g>
  )
}

export const crossLinking: DiagramDefinition = {
  width: 360,
  height: 312,
  draw: (text, id) => {
    const drops: Point[] = [
      [xl.apex[0] + 10, 62],
      [xl.apex[0] + 12, 84],
    ]
    const lamp: Point = [14, 132]
    const uv = [-22, -8, 6, 20].map((h) => {
      const y = xl.apex[1] + h
      return d('M', [lamp[0] + 34, lamp[1] + 14 + h * 0.35], 'L', [corneaAt(xl, y) - 3, y])
    })
    return (
      <>
        <ClipRect id={id('eye')} x={0} y={50} w={360} h={168} />
        <Clipped id={id('eye')}>
          <FrontSegment g={xl} />
        </Clipped>
        <path
          className="dg-riboflavin"
          d={d('M', [xl.apex[0] - 6, 30], 'l', 24, 0, 'l', -4, 18, 'l', -16, 0, 'Z')}
        />
        {drops.map(([x, y]) => (
          <path
            key={y}
            className="dg-riboflavin"
            d={d('M', [x, y - 6], 'q', 5, 7, 0, 10, 'q', -5, -3, 0, -10, 'Z')}
          />
        ))}
        <rect className="dg-panel" x={lamp[0]} y={lamp[1]} width={34} height={28} rx={5} />
        <path className="dg-uv" d={uv.join('')} />
        <Callout part={[xl.apex[0] + 14, 38]} label={[150, 22]} text={text('label.riboflavin')} />
        <Callout
          part={[lamp[0] + 17, lamp[1] + 28]}
          label={[30, 196]}
          text={text('label.uvLight')}
          anchor="middle"
        />
        <Divider from={[0, 224]} to={[360, 224]} />
        <Fibres x={12} y={262} linked={false} />
        <Fibres x={192} y={262} linked />
        <Label at={[10, 232]} text={text('cross-linking.before')} valign="top" className="dg-title" />
        <Label at={[190, 232]} text={text('cross-linking.after')} valign="top" className="dg-title" />
      </>
    )
  },
}

const scleral = eyeGeometry({ cx: 268, cy: 132, r: 130, cornea: 'cone' })

/** A large lens resting on the white of the eye, vaulting over the cornea on a layer of fluid. */
function scleralShell(g: EyeGeometry) {
  const landing = 0.78
  const around = (t: number) => g.at(t)
  const corneaPart = g.outerCornea.map(([x, y]): Point => [x, y])
  const top = Array.from({ length: 5 }, (_, i) => around(landing - ((landing - g.limbusAngle) * i) / 4))
  const bottom = top.map(([x, y]): Point => [x, 2 * g.cy - y]).reverse()
  const surface = [...top, ...corneaPart.slice(1, -1), ...bottom]
  const vault = (i: number) => {
    const u = i / (surface.length - 1)
    return 0.085 * g.r * Math.sin(Math.PI * u) ** 1.6
  }
  const centre: Point = [g.ox - 0.2 * g.r, g.cy]
  const push = (p: Point, by: number): Point => {
    const angle = Math.atan2(p[1] - centre[1], p[0] - centre[0])
    return [p[0] + by * Math.cos(angle), p[1] + by * Math.sin(angle)]
  }
  const inner = surface.map((p, i) => push(p, vault(i) + 1))
  const outer = surface.map((p, i) => push(p, vault(i) + 0.035 * g.r))
  return {
    lens: `${smooth(outer)}L${smooth([...inner].reverse()).slice(1)}Z`,
    fluid: `${smooth(inner)}L${smooth([...surface].reverse()).slice(1)}Z`,
    front: itemAt(outer, Math.floor(outer.length / 2)),
    reservoir: lerpPoint(
      itemAt(inner, Math.floor(inner.length / 2)),
      itemAt(surface, Math.floor(surface.length / 2)),
    ),
    rest: itemAt(outer, 1),
  }
}

const lerpPoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]

export const scleralLens: DiagramDefinition = {
  width: 360,
  height: 264,
  draw: (text, id) => {
    const lens = scleralShell(scleral)
    return (
      <>
        <ClipRect id={id('eye')} x={0} y={0} w={360} h={264} />
        <Clipped id={id('eye')}>
          <FrontSegment g={scleral} />
          <path className="dg-fluid-soft" d={lens.fluid} />
          <path className="dg-device" d={lens.lens} />
        </Clipped>
        <Callout
          part={[lens.front[0], lens.front[1] - 24]}
          label={[10, 40]}
          text={text('label.scleralLens')}
          anchor="start"
        />
        <Callout part={lens.reservoir} label={[10, 236]} text={text('label.fluidReservoir')} anchor="start" />
        <Callout
          part={[lens.rest[0] + 2, lens.rest[1] + 4]}
          label={[232, 62]}
          text={text('label.restsOnWhite')}
        />
        <Callout
          part={[scleral.apex[0] + 8, scleral.apex[1] + 30]}
          label={[232, 204]}
          text={text('label.corneaUntouched')}
        />
      </>
    )
  },
}

const night = eyeGeometry({ cx: 186, cy: 118, r: 118 })
const day = eyeGeometry({ cx: 366, cy: 118, r: 118, cornea: 'flat' })

/** The ortho-k lens: flatter than the cornea in the middle, lifting off it around the middle. */
function orthoKLens(g: EyeGeometry) {
  const points = g.outerCornea.slice(2, -2)
  const n = points.length - 1
  const flattened = points.map(([x, y], i): Point => {
    const u = (i / n) * 2 - 1
    const lift = Math.abs(u) < 0.3 ? 0.045 * g.r * (1 - (u / 0.3) ** 2) ** 2 : 0
    const gap = 0.02 * g.r * Math.exp(-(((Math.abs(u) - 0.55) / 0.14) ** 2))
    return [x + lift - gap, y]
  })
  const outer = flattened.map(([x, y]): Point => [x - 0.028 * g.r, y])
  return `${smooth(outer)}L${smooth([...flattened].reverse()).slice(1)}Z`
}

export const orthoK: DiagramDefinition = {
  width: 360,
  height: 236,
  draw: (text, id) => {
    const before = eyeGeometry({ cx: 366, cy: 118, r: 118 })
    return (
      <>
        <ClipRect id={id('a')} x={0} y={26} w={178} h={160} />
        <ClipRect id={id('b')} x={182} y={26} w={178} h={160} />
        <PanelTitle at={[90, 4]} text={text('ortho-k.night')} />
        <PanelTitle at={[270, 4]} text={text('ortho-k.day')} />
        <Clipped id={id('a')}>
          <FrontSegment g={night} />
          <path className="dg-device" d={orthoKLens(night)} />
          <Arrow from={[night.apex[0] - 34, night.cy]} to={[night.apex[0] - 12, night.cy]} />
        </Clipped>
        <Clipped id={id('b')}>
          <FrontSegment g={day} />
          <path className="dg-dash" d={smooth(before.outerCornea)} />
        </Clipped>
        <Divider from={[180, 28]} to={[180, 232]} />
        <Callout
          part={[night.apex[0] - 6, night.cy + 30]}
          label={[14, 206]}
          text={text('label.orthoKLens')}
          anchor="start"
        />
        <Callout
          part={[day.apex[0] + 2, day.cy + 10]}
          label={[194, 206]}
          text={text('label.flatterCentre')}
          anchor="start"
        />
      </>
    )
  },
}

/** A close-up of the cornea as a gently curved band, for the three laser procedures. */
function band(x: number, y: number, w: number) {
  const at = (t: number, depth: number): Point => [x + t * w, y + 16 - 16 * Math.sin(Math.PI * t) + depth]
  /** The part between two depth profiles, from `from` to `to` along the band. */
  const region = (top: (t: number) => number, bottom: (t: number) => number, from = 0, to = 1) => {
    const n = 24
    const along = (i: number) => from + ((to - from) * i) / n
    const upper = Array.from({ length: n + 1 }, (_, i) => at(along(i), top(along(i))))
    const lower = Array.from({ length: n + 1 }, (_, i) => at(along(n - i), bottom(along(n - i))))
    return `${polyline(upper)}L${polyline(lower).slice(1)}Z`
  }
  return { at, region }
}

/** A lens-shaped piece: thickest in the middle of its span. */
const lenticule = (from: number, to: number, depth: number, thickness: number) => ({
  top: () => depth,
  bottom: (t: number) => depth + thickness * Math.sin((Math.PI * (t - from)) / (to - from)),
  from,
  to,
})

export const laserVisionCorrection: DiagramDefinition = {
  width: 360,
  height: 318,
  draw: (text) => {
    const rows = [
      { key: 'lasik', y: 8 },
      { key: 'prk', y: 116 },
      { key: 'smile', y: 224 },
    ] as const
    const w = 168
    const x = 184
    const thick = 30
    return (
      <>
        {rows.map(({ key, y }, index) => {
          const b = band(x, y + 44, w)
          const piece = lenticule(0.3, 0.7, key === 'smile' ? 11 : key === 'prk' ? 3 : 8, 7)
          const removed = b.region(piece.top, piece.bottom, piece.from, piece.to)
          return (
            <g key={key}>
              {index > 0 && <Divider from={[0, y - 8]} to={[360, y - 8]} />}
              <Label
                at={[8, y]}
                text={text(`laser-vision-correction.${key}`)}
                valign="top"
                className="dg-title"
              />
              <Label
                at={[8, y + 22]}
                text={text(`laser-vision-correction.${key}.how`)}
                valign="top"
                className="dg-aside"
                markAt={[56, y + 12]}
              />
              {key === 'lasik' && (
                <g>
                  <path
                    className="dg-cornea"
                    d={b.region(
                      (t) => (t > 0.12 && t < 0.88 ? 8 : 0),
                      () => thick,
                    )}
                  />
                  <path className="dg-removed" d={removed} />
                  <path
                    className="dg-cornea"
                    d={d(
                      'M',
                      b.at(0.12, 0),
                      'Q',
                      [x + 0.2 * w, y + 4],
                      [x + 0.36 * w, y - 2],
                      'L',
                      [x + 0.37 * w, y + 6],
                      'Q',
                      [x + 0.22 * w, y + 14],
                      b.at(0.12, 8),
                      'Z',
                    )}
                  />
                  <Arrow from={[x + 0.55 * w, y + 2]} to={b.at(0.52, 7)} head={7} />
                </g>
              )}
              {key === 'prk' && (
                <g>
                  <path
                    className="dg-cornea"
                    d={b.region(
                      (t) => (t > 0.24 && t < 0.76 ? 3 : 0),
                      () => thick,
                    )}
                  />
                  <path
                    className="dg-epithelium"
                    d={b.region(
                      () => 0,
                      () => 3,
                      0,
                      0.24,
                    )}
                  />
                  <path
                    className="dg-epithelium"
                    d={b.region(
                      () => 0,
                      () => 3,
                      0.76,
                      1,
                    )}
                  />
                  <path className="dg-removed" d={removed} />
                  <Arrow from={[x + 0.55 * w, y + 2]} to={b.at(0.52, 2)} head={7} />
                </g>
              )}
              {key === 'smile' && (
                <g>
                  <path
                    className="dg-cornea"
                    d={b.region(
                      () => 0,
                      () => thick,
                    )}
                  />
                  <path className="dg-removed" d={removed} />
                  <path className="dg-problem-line" d={d('M', b.at(0.78, 0), 'L', b.at(0.7, 11))} />
                  <Arrow from={b.at(0.74, 8)} to={[x + 0.92 * w, y + 4]} head={7} />
                </g>
              )}
            </g>
          )
        })}
      </>
    )
  },
}

import type { EyeGeometry } from './cross-section'
import { d, type Point } from './svg'
import { itemAt } from '#app/lib/utils'

/**
 * Light entering the eye: parallel rays from the left, bent by the cornea and lens toward a
 * focus. Where that focus falls against the retina is what nearsightedness, farsightedness and
 * presbyopia are about, so the rays run to the retina and show where they meet it.
 */

/** The front of the cornea at height `y` (interpolated between its drawn points). */
export function corneaAt(g: EyeGeometry, y: number): number {
  const points = g.outerCornea
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = itemAt(points, i - 1)
    const [x1, y1] = itemAt(points, i)
    if ((y - y0) * (y - y1) <= 0) return y1 === y0 ? x0 : x0 + ((x1 - x0) * (y - y0)) / (y1 - y0)
  }
  return g.apex[0]
}

/** Where a ray from `from` toward `through` meets the inner surface of the retina. */
export function retinaHit(g: EyeGeometry, from: Point, through: Point): Point {
  const a = g.rx - g.wall - g.retina
  const b = g.r - g.wall - g.retina
  const [px, py] = [from[0] - g.ox, from[1] - g.cy]
  const [dx, dy] = [through[0] - from[0], through[1] - from[1]]
  const qa = (dx * dx) / (a * a) + (dy * dy) / (b * b)
  const qb = 2 * ((px * dx) / (a * a) + (py * dy) / (b * b))
  const qc = (px * px) / (a * a) + (py * py) / (b * b) - 1
  const t = (-qb + Math.sqrt(Math.max(0, qb * qb - 4 * qa * qc))) / (2 * qa)
  return [from[0] + dx * t, from[1] + dy * t]
}

/**
 * Rays at the given heights from `startX`, through the cornea to `focus`. Past the focus (or past
 * the retina, when the focus lies behind it) they are drawn as far as the retina, and the part
 * beyond the retina, if any, dashed.
 */
export function Rays({
  g,
  heights,
  focus,
  startX,
  from,
}: {
  g: EyeGeometry
  heights: number[]
  focus: Point
  startX: number
  /** Rays spreading from a near point instead of parallel ones from far away. */
  from?: Point
}) {
  const solid: string[] = []
  const dashed: string[] = []
  for (const h of heights) {
    const y = g.cy + h
    const entry: Point = [corneaAt(g, y), y]
    const start: Point = from ?? [startX, y]
    const hit = retinaHit(g, entry, focus)
    const focusBeforeRetina = hit[0] > focus[0]
    solid.push(d('M', start, 'L', entry, 'L', focusBeforeRetina ? focus : hit))
    if (focusBeforeRetina) solid.push(d('M', focus, 'L', hit))
    else dashed.push(d('M', hit, 'L', focus))
  }
  return (
    <g>
      <path className="dg-ray" d={solid.join('')} />
      {dashed.length > 0 && <path className="dg-ray-blur" d={dashed.join('')} />}
    </g>
  )
}

/** A focus point: a small ring where the rays meet. */
export function FocusMark({ at, className = 'dg-accent-line' }: { at: Point; className?: string }) {
  return (
    <circle className={className} cx={Math.round(at[0] * 10) / 10} cy={Math.round(at[1] * 10) / 10} r={3.5} />
  )
}

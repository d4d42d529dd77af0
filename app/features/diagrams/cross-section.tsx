import type { ReactNode } from 'react'
import { d, lerp, round, smooth, type Point } from './svg'
import { itemAt } from '#app/lib/utils'

/**
 * The eye seen from the side, cut through the middle, the cornea facing left (light enters from
 * the left). Drawn once from a handful of proportions of a real adult eye (about 24 mm long, the
 * cornea a little steeper than the globe) and changed by options: a longer or shorter eye, a
 * cone-shaped or flattened cornea, a clouded lens or an implant, a detached retina. `eyeGeometry`
 * gives the points topic diagrams need for labels and light rays.
 */

export type CorneaShape = 'normal' | 'cone' | 'flat'
export type LensState = 'clear' | 'cloudy' | 'implant'

export interface EyeOptions {
  /** Centre of a normal-length eye. */
  cx: number
  cy: number
  /** Radius of the globe. */
  r: number
  /** Front-to-back length against a normal eye (nearsighted eyes are longer). */
  length?: number
  cornea?: CorneaShape
  lens?: LensState
  /** Lens thickness against a relaxed lens: a lens focusing up close is thicker. */
  lensThickness?: number
  /**
   * Angle closure by pupillary block: fluid trapped behind the iris bows it forward like a sail
   * (iris bombé), its outer part pressed against the cornea over the drain, its pupil edge still
   * on the lens, which sits a little forward.
   */
  bombe?: boolean
  /** Part of the retina lifted away from the wall, as angles around the globe (radians). */
  detached?: { from: number; to: number; lift: number }
}

const tau = Math.PI * 2

export function eyeGeometry(options: EyeOptions) {
  const { cx, cy, r, length = 1, cornea = 'normal', lensThickness = 1 } = options
  const rx = r * length
  const ox = cx - r + rx // the front stays put when the eye is longer
  const wall = 0.075 * r
  const retina = 0.05 * r
  /** A point on the globe at angle t (0 = front, π/2 = top, π = back), `inset` in from the outside. */
  const at = (t: number, inset = 0): Point => [
    ox - (rx - inset) * Math.cos(t),
    cy - (r - inset) * Math.sin(t),
  ]
  const limbusAngle = Math.asin(0.45)
  const limbus = at(limbusAngle)
  const limbusHalf = 0.45 * r
  const innerLimbus = at(limbusAngle, wall)
  const innerHalf = cy - innerLimbus[1]

  // The cornea's front and back surfaces: sagittal depth against height above the axis.
  const sagOuter = 0.235 * r
  const centreThickness = 0.05 * r
  const circle = (half: number, sag: number) => {
    const radius = (half * half + sag * sag) / (2 * sag)
    return (y: number) => Math.sqrt(Math.max(0, radius * radius - y * y)) - (radius - sag)
  }
  const outerArc = circle(limbusHalf, sagOuter)
  const innerSag = innerLimbus[0] - (limbus[0] - sagOuter + centreThickness)
  const innerArc = circle(innerHalf, innerSag)
  const coneAt = 0.1 * r
  const bump = (y: number, height: number, width: number) => height * Math.exp(-(((y - coneAt) / width) ** 2))
  const flat = (y: number, depth: number) => {
    const zone = 0.3 * r
    return Math.abs(y) < zone ? depth * (1 - (y / zone) ** 2) ** 2 : 0
  }
  const shape = {
    normal: { outer: outerArc, inner: innerArc },
    cone: {
      outer: (y: number) => outerArc(y) + bump(y, 0.15 * r, 0.15 * r),
      inner: (y: number) => innerArc(y) + bump(y, 0.185 * r, 0.14 * r),
    },
    flat: {
      outer: (y: number) => outerArc(y) - flat(y, 0.045 * r),
      inner: (y: number) => innerArc(y) - flat(y, 0.04 * r),
    },
  }[cornea]
  const steps = 22
  const outerCornea: Point[] = Array.from({ length: steps + 1 }, (_, i) => {
    const y = -limbusHalf + (2 * limbusHalf * i) / steps
    return [limbus[0] - shape.outer(y), cy + y]
  })
  const innerCornea: Point[] = Array.from({ length: steps + 1 }, (_, i) => {
    const y = innerHalf - (2 * innerHalf * i) / steps
    return [innerLimbus[0] - shape.inner(y), cy + y]
  })
  const apex: Point =
    cornea === 'cone' ? [limbus[0] - shape.outer(coneAt), cy + coneAt] : [limbus[0] - shape.outer(0), cy]

  const irisX = innerLimbus[0] + 0.05 * r
  const pupil = 0.12 * r
  const lensRx = 0.17 * r * lensThickness
  const lensRy = 0.37 * r * (1 - (lensThickness - 1) * 0.25)
  const lensCentre: Point = [irisX + 0.05 * r + lensRx * 0.85 - (options.bombe ? 0.025 * r : 0), cy]
  const nerveAngle = Math.PI + 0.32
  const backPole = at(Math.PI, wall + retina)
  return {
    ...options,
    length,
    rx,
    ox,
    wall,
    retina,
    at,
    limbusAngle,
    limbus,
    innerLimbus,
    outerCornea,
    innerCornea,
    apex,
    irisX,
    pupil,
    lensCentre,
    lensRx,
    lensRy,
    nerveAngle,
    /** The centre of the macula, on the inner surface of the retina at the back of the eye. */
    macula: backPole,
    /** Where light focuses in a normal eye: the retina at the back pole. */
    focus: backPole,
    /** The drainage angle, where the iris meets the cornea. */
    angle: [innerLimbus[0] + 0.025 * r, innerLimbus[1] + 0.03 * r] as Point,
    disc: at(nerveAngle, wall + retina),
  }
}

export type EyeGeometry = ReturnType<typeof eyeGeometry>

/** Points along the globe between two angles, `inset(t)` in from the outer surface. */
function band(g: EyeGeometry, from: number, to: number, inset: (t: number) => number, steps: number) {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = from + ((to - from) * i) / steps
    return g.at(t, inset(t))
  })
}

function Retina({ g }: { g: EyeGeometry }) {
  const ora = 0.95
  const gap = 0.09
  const lifted = (t: number) => {
    const { detached } = g
    if (!detached || t < detached.from || t > detached.to) return 0
    return detached.lift * g.r * Math.sin((Math.PI * (t - detached.from)) / (detached.to - detached.from))
  }
  // The fovea, a dip in the middle of the macula, thins the retina at the back pole.
  const fovea = (t: number) => 0.55 * g.retina * Math.exp(-(((t - Math.PI) / 0.07) ** 2))
  const piece = (from: number, to: number) => {
    const steps = Math.max(4, Math.round((to - from) * 14))
    const outer = band(g, from, to, (t) => g.wall + lifted(t), steps)
    const inner = band(g, to, from, (t) => g.wall + g.retina + lifted(t) - fovea(t), steps)
    return `${smooth(outer)}L${smooth(inner).slice(1)}Z`
  }
  const pieces = [piece(ora, g.nerveAngle - gap), piece(g.nerveAngle + gap, tau - ora)]
  const { detached } = g
  return (
    <g>
      {detached && (
        <path
          className="dg-fluid-soft"
          d={`${smooth(band(g, detached.from, detached.to, () => g.wall, 12))}L${smooth(
            band(g, detached.to, detached.from, (t) => g.wall + lifted(t), 12),
          ).slice(1)}Z`}
        />
      )}
      {pieces.map((path) => (
        <path key={path} className="dg-retina" d={path} />
      ))}
      <path
        className="dg-macula"
        d={`${smooth(band(g, Math.PI - 0.17, Math.PI + 0.17, () => g.wall + g.retina * 0.15, 6))}L${smooth(
          band(g, Math.PI + 0.17, Math.PI - 0.17, (t) => g.wall + g.retina - fovea(t), 6),
        ).slice(1)}Z`}
      />
    </g>
  )
}

function Nerve({ g }: { g: EyeGeometry }) {
  const half = 0.13
  const [a, b] = [g.at(g.nerveAngle - half), g.at(g.nerveAngle + half)]
  const inner = [
    g.at(g.nerveAngle - 0.075, g.wall + g.retina * 0.6),
    g.at(g.nerveAngle + 0.075, g.wall + g.retina * 0.6),
  ] as const
  const end = g.ox + g.rx + 0.55 * g.r
  const width = (b[1] - a[1]) * 1.15
  const top = (a[1] + b[1]) / 2 - width / 2 + 0.05 * g.r
  return (
    <g>
      <path
        className="dg-nerve"
        d={d(
          'M',
          a,
          'C',
          [a[0] + 0.2 * g.r, a[1]],
          [end - 0.3 * g.r, top],
          [end, top],
          'L',
          [end, top + width],
          'C',
          [end - 0.3 * g.r, top + width],
          [b[0] + 0.15 * g.r, b[1] + 0.02 * g.r],
          b,
          'Z',
        )}
      />
      <ellipse
        className="dg-nerve"
        cx={round(end)}
        cy={round(top + width / 2)}
        rx={round(0.06 * g.r)}
        ry={round(width / 2)}
      />
      <path className="dg-nerve dg-no-stroke" d={d('M', inner[0], 'L', a, 'L', b, 'L', inner[1], 'Z')} />
    </g>
  )
}

function Cornea({ g }: { g: EyeGeometry }) {
  return <path className="dg-cornea" d={`${smooth(g.outerCornea)}L${smooth(g.innerCornea).slice(1)}Z`} />
}

function Sclera({ g }: { g: EyeGeometry }) {
  const { rx, r, wall, limbus, innerLimbus } = g
  const bottom: Point = [limbus[0], 2 * g.cy - limbus[1]]
  const innerBottom: Point = [innerLimbus[0], 2 * g.cy - innerLimbus[1]]
  return (
    <path
      className="dg-sclera"
      d={d(
        'M',
        limbus,
        'A',
        rx,
        r,
        0,
        1,
        1,
        bottom,
        'L',
        innerBottom,
        'A',
        rx - wall,
        r - wall,
        0,
        1,
        0,
        innerLimbus,
        'Z',
      )}
    />
  )
}

/** The lens: flatter at the front than at the back, as a real lens is. */
export function lensPath(g: EyeGeometry): string {
  const [lx, ly] = g.lensCentre
  const top: Point = [lx, ly - g.lensRy]
  const bottom: Point = [lx, ly + g.lensRy]
  return d(
    'M',
    top,
    'A',
    g.lensRx * 0.85,
    g.lensRy,
    0,
    0,
    0,
    bottom,
    'A',
    g.lensRx * 1.15,
    g.lensRy,
    0,
    0,
    0,
    top,
    'Z',
  )
}

/**
 * The outline of an iris in bombé, as [forward of the iris plane, height above the axis] in
 * fractions of the globe's radius: its front from the root to the pupil edge, then its back.
 */
const bombeFront: Point[] = [
  [-0.018, 0.396],
  [-0.05, 0.399],
  [-0.084, 0.389],
  [-0.114, 0.367],
  [-0.136, 0.333],
  [-0.147, 0.293],
  [-0.141, 0.248],
  [-0.116, 0.203],
  [-0.075, 0.162],
  [-0.026, 0.131],
  [0.01, 0.115],
]
const bombeBack: Point[] = [
  [0.033, 0.122],
  [0.001, 0.149],
  [-0.039, 0.18],
  [-0.075, 0.221],
  [-0.098, 0.261],
  [-0.102, 0.302],
  [-0.093, 0.338],
  [-0.071, 0.36],
  [-0.04, 0.372],
  [-0.006, 0.38],
  [0.025, 0.396],
]

function FrontParts({ g, lens }: { g: EyeGeometry; lens: LensState }) {
  const { cy, r, irisX, pupil, lensCentre, lensRx, lensRy, innerLimbus } = g
  const irisTop = innerLimbus[1] + 0.02 * r
  const iris = (sign: 1 | -1) => {
    const y0 = cy + sign * (cy - irisTop)
    const y1 = cy + sign * pupil
    const t = 0.06 * r
    if (!g.bombe) {
      return d(
        'M',
        [irisX - t * 0.3, y0],
        'L',
        [irisX - t * 0.2, y1],
        'Q',
        [irisX + t * 0.5, y1 - sign * 0.01 * r],
        [irisX + t * 0.9, y1 + sign * 0.02 * r],
        'L',
        [irisX + t, y0 + sign * -0.02 * r],
        'Z',
      )
    }
    // Iris bombé, from the root to the pupil and back: the front lies along the drain and the
    // inside of the cornea, then arches back to the pupil edge, which rests on the lens.
    const at = ([a, b]: Point): Point => [irisX + a * r, cy - sign * b * r]
    const front = bombeFront.map(at)
    const back = bombeBack.map(at)
    return `${smooth(front)}L${smooth(back).slice(1)}Z`
  }
  // The ciliary body lines the wall behind the iris root; fine fibres (zonules) hold the lens.
  const ciliary = (sign: 1 | -1) => {
    const side = (t: number) => (sign === -1 ? t : tau - t)
    const wall = [0.5, 0.62, 0.76, 0.9].map((t) => g.at(side(t), g.wall))
    const tip: Point = [g.ox - 0.7 * r, cy + sign * 0.47 * r]
    return `${smooth(wall)}${d('Q', [tip[0] + 0.06 * r, tip[1] + sign * 0.1 * r], tip, 'Q', [tip[0] - 0.04 * r, tip[1] + sign * 0.02 * r], itemAt(wall, 0))}Z`
  }
  const zonules = (sign: 1 | -1) =>
    [-0.03, 0, 0.03].map((dx) =>
      d('M', [g.ox - 0.7 * r + dx * r, cy + sign * 0.46 * r], 'L', [
        lensCentre[0] + dx * 2 * r,
        cy + sign * lensRy * 0.9,
      ]),
    )
  const [lx, ly] = lensCentre
  return (
    <g>
      <path className="dg-ciliary" d={ciliary(-1)} />
      <path className="dg-ciliary" d={ciliary(1)} />
      <path className="dg-zonule" d={[...zonules(-1), ...zonules(1)].join('')} />
      {lens === 'implant' ? (
        <g>
          <path
            className="dg-capsule"
            d={d(
              'M',
              [lx - lensRx * 0.2, cy - lensRy],
              'Q',
              [lx + lensRx * 1.6, cy],
              [lx - lensRx * 0.2, cy + lensRy],
              'Q',
              [lx - lensRx * 1.3, cy],
              [lx - lensRx * 0.2, cy - lensRy],
              'Z',
            )}
          />
          <ellipse
            className="dg-implant"
            cx={round(lx)}
            cy={round(cy)}
            rx={round(lensRx * 0.55)}
            ry={round(lensRy * 0.66)}
          />
          <path
            className="dg-haptic"
            d={d(
              'M',
              [lx, cy - lensRy * 0.58],
              'Q',
              [lx + lensRx * 0.5, cy - lensRy * 0.9],
              [lx - lensRx * 0.1, cy - lensRy * 0.97],
              'M',
              [lx, cy + lensRy * 0.58],
              'Q',
              [lx + lensRx * 0.5, cy + lensRy * 0.9],
              [lx - lensRx * 0.1, cy + lensRy * 0.97],
            )}
          />
        </g>
      ) : (
        <g>
          <path className={lens === 'cloudy' ? 'dg-cloud' : 'dg-lens'} d={lensPath(g)} />
          {lens === 'cloudy' && (
            <g className="dg-cloud-spots">
              <ellipse cx={round(lx)} cy={round(ly)} rx={round(lensRx * 0.6)} ry={round(lensRy * 0.55)} />
              <circle cx={round(lx - lensRx * 0.3)} cy={round(ly - lensRy * 0.45)} r={round(lensRx * 0.22)} />
              <circle cx={round(lx + lensRx * 0.35)} cy={round(ly + lensRy * 0.5)} r={round(lensRx * 0.2)} />
            </g>
          )}
        </g>
      )}
      <path className="dg-iris" d={iris(-1)} />
      <path className="dg-iris" d={iris(1)} />
    </g>
  )
}

/** The interior: vitreous gel behind the lens, clear fluid (aqueous) in front of it. */
function Interior({ g }: { g: EyeGeometry }) {
  const { ox, cy, rx, r, wall } = g
  const top = itemAt(g.innerCornea, -1)
  const bottom = itemAt(g.innerCornea, 0)
  const back = g.irisX + 0.03 * r
  return (
    <g>
      <ellipse
        className="dg-vitreous"
        cx={round(ox)}
        cy={round(cy)}
        rx={round(rx - wall)}
        ry={round(r - wall)}
      />
      <path
        className="dg-aqueous"
        d={`${smooth(g.innerCornea)}${d('L', [back, top[1]], 'L', [back, bottom[1]])}Z`}
      />
    </g>
  )
}

/** The whole eye, drawn back to front; `children` are drawn on top, inside the same group. */
export function CrossSection({
  g,
  lens = g.lens ?? 'clear',
  nerve = true,
  children,
}: {
  g: EyeGeometry
  lens?: LensState
  nerve?: boolean
  children?: ReactNode
}) {
  return (
    <g>
      {nerve && <Nerve g={g} />}
      <Interior g={g} />
      <Retina g={g} />
      <Sclera g={g} />
      <Cornea g={g} />
      <FrontParts g={g} lens={lens} />
      {children}
    </g>
  )
}

/** Just the front of the eye, for close-ups of the cornea: cornea, a stub of sclera, iris and lens. */
export function FrontSegment({ g, lens = 'clear' }: { g: EyeGeometry; lens?: LensState }) {
  return (
    <g>
      <Interior g={g} />
      <Sclera g={g} />
      <Cornea g={g} />
      <FrontParts g={g} lens={lens} />
    </g>
  )
}

/**
 * The eyelids seen from the side, resting on the front of the eye, with the tear film between
 * them on the cornea. Their inside follows the eye's surface with a hair's gap.
 */
function lidShapes(g: EyeGeometry) {
  const { r, cy, ox, limbusAngle } = g
  const gap = 0.02 * r
  const lid = (sign: 1 | -1, opening: number) => {
    // Inside: along the cornea from the margin to the limbus, then along the white of the eye
    // to the fold where the lid's lining turns back (the fornix).
    const cornea = g.outerCornea
      .filter(([, y]) => sign * (y - cy) >= opening * r)
      .map(([x, y]): Point => [x - gap, y])
    if (sign === -1) cornea.reverse()
    const fornix = 1.2
    const sclera = Array.from({ length: 6 }, (_, i): Point => {
      const t = limbusAngle + ((fornix - limbusAngle) * (i + 1)) / 6
      return g.at(sign === -1 ? t : tau - t, -gap)
    })
    const inside = [...cornea, ...sclera]
    // Outside: the inside pushed out from the eye's centre, thickest at the margin (the tarsal plate).
    const outside = inside.map(([x, y], i): Point => {
      const thickness = r * (0.26 - (0.1 * i) / (inside.length - 1))
      const angle = Math.atan2(y - cy, x - ox)
      const push =
        i < cornea.length ? [-thickness, 0] : [thickness * Math.cos(angle), thickness * Math.sin(angle)]
      return [x + itemAt(push, 0), y + itemAt(push, 1)]
    })
    const fold = itemAt(inside, -1)
    const foldOut = itemAt(outside, -1)
    const marginBack = itemAt(inside, 0)
    const marginFront = itemAt(outside, 0)
    const path =
      smooth(inside) +
      d('Q', [fold[0] + (fold[0] - ox) * 0.12, fold[1] + sign * 0.08 * r], foldOut) +
      smooth([...outside].reverse()).replace(/^M[^C]*/, '') +
      d('Q', [marginFront[0] + 0.04 * r, marginBack[1] - sign * 0.07 * r], marginBack, 'Z')
    const lashes = [0, 1, 2].map((i) => {
      const from: Point = [marginFront[0] + 0.03 * r + i * 0.045 * r, marginFront[1] - sign * 0.01 * r]
      const to: Point = [from[0] - 0.2 * r + i * 0.03 * r, from[1] + sign * (0.12 + i * 0.03) * r]
      return d('M', from, 'Q', [from[0] - 0.14 * r, from[1] - sign * 0.01 * r], to)
    })
    const middle = Math.round(inside.length * 0.55)
    return {
      path,
      lashes: lashes.join(''),
      marginBack,
      centre: lerp(itemAt(inside, middle), itemAt(outside, middle), 0.5),
    }
  }
  return { upper: lid(-1, 0.3), lower: lid(1, 0.34), gap }
}

export function Lids({ g, tearFilm = true }: { g: EyeGeometry; tearFilm?: boolean }) {
  const { upper, lower, gap } = lidShapes(g)
  const film = g.outerCornea
    .filter(([, y]) => y > upper.marginBack[1] - 2 && y < lower.marginBack[1] + 2)
    .map(([x, y]): Point => [x - gap * 0.6, y])
  return (
    <g>
      {tearFilm && <path className="dg-tear-film" d={smooth(film)} />}
      <path className="dg-skin" d={upper.path} />
      <path className="dg-skin" d={lower.path} />
      <path className="dg-lash" d={upper.lashes + lower.lashes} />
    </g>
  )
}

/** Where the lids are, for labels: the middle of each lid, and the tear film on the cornea. */
export function lidPoints(g: EyeGeometry) {
  const { upper, lower } = lidShapes(g)
  return {
    upperLid: upper.centre,
    lowerLid: lower.centre,
    tearFilm: [g.apex[0] - 0.02 * g.r, g.cy - 0.12 * g.r] as Point,
  }
}

import type { ReactNode } from 'react'
import { d, round, type Point } from './svg'

/**
 * The eye seen from the front, as in a mirror: the opening between the lids, the white of the
 * eye, the iris and pupil, the lid crease and lashes. `gaze` turns the eye (iris moved sideways);
 * `red` shows an inflamed white with swollen vessels. Children are drawn inside the opening.
 */

export interface FrontOptions {
  cx: number
  cy: number
  /** Width of the opening from corner to corner. */
  w: number
  /** Sideways turn of the eye, as a fraction of the width (negative: toward the nose, on the left). */
  gaze?: number
  red?: boolean
  /** How wide the lids are open (1: as usual; more when held open). */
  open?: number
}

export function frontGeometry({ cx, cy, w, gaze = 0, open = 1 }: FrontOptions) {
  const inner: Point = [cx - w / 2, cy + 0.04 * w]
  const outer: Point = [cx + w / 2, cy - 0.02 * w]
  const upper = d('C', [cx - 0.26 * w, cy - 0.44 * w * open], [cx + 0.24 * w, cy - 0.42 * w * open], outer)
  const lower = d('C', [cx + 0.26 * w, cy + 0.3 * w * open], [cx - 0.24 * w, cy + 0.32 * w * open], inner)
  return {
    inner,
    outer,
    opening: `${d('M', inner)}${upper}${lower}Z`,
    upperMargin: `${d('M', inner)}${upper}`,
    iris: [cx + gaze * w, cy - 0.015 * w] as Point,
    irisR: 0.23 * w,
    pupilR: 0.085 * w,
    /** A point on the white of the eye, outer side. */
    white: [cx + 0.36 * w, cy + 0.02 * w] as Point,
    upperLid: [cx + 0.05 * w, cy - 0.42 * w * open] as Point,
    lowerLid: [cx, cy + 0.33 * w * open] as Point,
    /** The lid margins' middles, where lashes grow. */
    upperMarginMid: [cx - 0.01 * w, cy - 0.31 * w * open] as Point,
    lowerMarginMid: [cx, cy + 0.23 * w * open] as Point,
  }
}

export function FrontView({
  options,
  clipId,
  children,
  lashes = true,
}: {
  options: FrontOptions
  clipId: string
  children?: ReactNode
  lashes?: boolean
}) {
  const { cx, cy, w, red } = options
  const f = frontGeometry(options)
  const [ix, iy] = f.iris
  const vessels = red
    ? [
        d(
          'M',
          [cx - 0.46 * w, cy],
          'Q',
          [cx - 0.38 * w, cy - 0.06 * w],
          [cx - 0.28 * w, cy - 0.05 * w],
          'M',
          [cx - 0.4 * w, cy + 0.04 * w],
          'Q',
          [cx - 0.34 * w, cy + 0.09 * w],
          [cx - 0.27 * w, cy + 0.1 * w],
        ),
        d(
          'M',
          [cx + 0.45 * w, cy - 0.03 * w],
          'Q',
          [cx + 0.37 * w, cy - 0.09 * w],
          [cx + 0.28 * w, cy - 0.08 * w],
          'M',
          [cx + 0.44 * w, cy + 0.02 * w],
          'Q',
          [cx + 0.36 * w, cy + 0.07 * w],
          [cx + 0.27 * w, cy + 0.09 * w],
          'M',
          [cx + 0.38 * w, cy - 0.05 * w],
          'L',
          [cx + 0.33 * w, cy + 0.01 * w],
        ),
      ]
    : []
  return (
    <g>
      <ellipse
        className="dg-skin-soft"
        cx={round(cx)}
        cy={round(cy - 0.08 * w)}
        rx={round(0.68 * w)}
        ry={round(0.52 * w)}
      />
      <path
        className="dg-fine"
        d={d('M', [cx - 0.42 * w, cy - 0.22 * w], 'Q', [cx, cy - 0.55 * w], [cx + 0.46 * w, cy - 0.24 * w])}
      />
      <clipPath id={clipId}>
        <path d={f.opening} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <path className={red ? 'dg-inflamed' : 'dg-sclera'} d={f.opening} />
        {vessels.length > 0 && <path className="dg-vessel-fine" d={vessels.join('')} />}
        <circle className="dg-iris" cx={round(ix)} cy={round(iy)} r={round(f.irisR)} />
        <circle className="dg-pupil" cx={round(ix)} cy={round(iy)} r={round(f.pupilR)} />
        <circle
          className="dg-catchlight"
          cx={round(ix + f.irisR * 0.35)}
          cy={round(iy - f.irisR * 0.35)}
          r={round(w * 0.03)}
        />
        {children}
      </g>
      <path
        className="dg-caruncle"
        d={d(
          'M',
          f.inner,
          'q',
          0.05 * w,
          -0.05 * w,
          0.07 * w,
          0,
          'q',
          -0.02 * w,
          0.05 * w,
          -0.07 * w,
          0,
          'Z',
        )}
      />
      <path className="dg-outline" d={f.opening} />
      {lashes && (
        <path
          className="dg-lash"
          d={[0.2, 0.32, 0.44, 0.56, 0.68, 0.8]
            .map((t) => {
              const x = cx - w / 2 + t * w
              const y = cy - 0.31 * w * (options.open ?? 1) * Math.sin(Math.PI * t) - 0.01 * w
              const lean = (t - 0.45) * 0.16 * w
              return d('M', [x, y], 'q', lean * 0.4, -0.05 * w, lean, -0.09 * w)
            })
            .join('')}
        />
      )}
    </g>
  )
}

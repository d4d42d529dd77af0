import type { ReactNode } from 'react'
import { d, round, type Point } from './svg'

/**
 * The back of the eye as an eye doctor sees it through the pupil: the round view of the retina,
 * the optic disc (with its cup) where the nerve leaves, the main blood vessels arching around
 * the macula, and the macula's darker centre. Children (drusen, bleeding...) are drawn inside.
 */

export interface FundusOptions {
  cx: number
  cy: number
  /** Radius of the round view. */
  R: number
  /** Cup-to-disc ratio: about 0.3 in a healthy nerve, larger with glaucoma damage. */
  cup?: number
}

export function fundusGeometry({ cx, cy, R, cup = 0.3 }: FundusOptions) {
  const disc: Point = [cx - 0.42 * R, cy - 0.03 * R]
  return {
    disc,
    discR: 0.14 * R,
    cupR: 0.14 * R * cup,
    macula: [cx + 0.14 * R, cy + 0.02 * R] as Point,
    /** A point on a vessel, for labels. */
    vessel: [cx + 0.1 * R, cy - 0.4 * R] as Point,
  }
}

export function Fundus({
  options,
  clipId,
  children,
}: {
  options: FundusOptions
  clipId: string
  children?: ReactNode
}) {
  const { cx, cy, R } = options
  const f = fundusGeometry(options)
  const [dx, dy] = f.disc
  const arcade = (sign: 1 | -1, spread: number) =>
    d(
      'M',
      [dx + 0.05 * R, dy + sign * 0.06 * R],
      'C',
      [cx - 0.1 * R, cy + sign * 0.55 * R],
      [cx + 0.55 * R, cy + sign * spread * R],
      [cx + 0.95 * R, cy + sign * (spread - 0.1) * R],
    )
  const branch = (sign: 1 | -1, from: number) =>
    d(
      'M',
      [cx + from * R, cy + sign * 0.38 * R],
      'Q',
      [cx + (from + 0.12) * R, cy + sign * 0.18 * R],
      [cx + (from + 0.25) * R, cy + sign * 0.12 * R],
    )
  const nasal = (sign: 1 | -1) =>
    d(
      'M',
      [dx - 0.04 * R, dy + sign * 0.06 * R],
      'C',
      [dx - 0.2 * R, dy + sign * 0.3 * R],
      [cx - 0.8 * R, cy + sign * 0.3 * R],
      [cx - R, cy + sign * 0.38 * R],
    )
  return (
    <g>
      <clipPath id={clipId}>
        <circle cx={round(cx)} cy={round(cy)} r={round(R)} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle className="dg-fundus" cx={round(cx)} cy={round(cy)} r={round(R)} />
        <circle
          className="dg-macula-spot"
          cx={round(f.macula[0])}
          cy={round(f.macula[1])}
          r={round(0.17 * R)}
        />
        <circle className="dg-fovea" cx={round(f.macula[0])} cy={round(f.macula[1])} r={round(0.035 * R)} />
        <path className="dg-vessel" d={[arcade(-1, 0.42), arcade(1, 0.46), nasal(-1), nasal(1)].join('')} />
        <path
          className="dg-vessel-fine"
          d={[branch(-1, 0.05), branch(1, 0.1), branch(-1, 0.35), branch(1, 0.4)].join('')}
        />
        {children}
        <circle className="dg-disc" cx={round(dx)} cy={round(dy)} r={round(f.discR)} />
        <circle className="dg-cup" cx={round(dx + 0.01 * R)} cy={round(dy)} r={round(f.cupR)} />
        <path
          className="dg-vessel"
          d={d('M', [dx + 0.01 * R, dy - f.discR], 'L', [dx + 0.01 * R, dy + f.discR])}
        />
      </g>
      <circle className="dg-outline" cx={round(cx)} cy={round(cy)} r={round(R)} />
    </g>
  )
}

import { CrossSection, eyeGeometry, FrontSegment, type EyeGeometry } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import {
  Arrow,
  Callout,
  Clipped,
  ClipRect,
  CurvedArrow,
  d,
  Divider,
  PanelTitle,
  quarterTurn,
  round,
  type Point,
} from '../svg'

/**
 * The front of the eye turned so the cornea is on top and the iris lies flat, the way the
 * drainage angle is usually shown: clear fluid made behind the iris flows through the pupil and
 * leaves through the drainage angle at each side.
 */
const pivot: Point = [180, 226]
const upright = (irisBow = 0) => eyeGeometry({ cx: 262, cy: 226, r: 222, irisBow })

function angleParts(g: EyeGeometry) {
  const turn = (p: Point) => quarterTurn(p, pivot)
  const mirror = ([x, y]: Point): Point => [x, 2 * g.cy - y]
  const angle = g.angle
  return {
    turn,
    /** The drainage angles, left and right on the drawing. */
    angles: [turn(mirror(angle)), turn(angle)] as const,
    /** The ciliary body behind each iris root. */
    ciliary: [
      turn(mirror([g.ox - 0.74 * g.r, g.cy - 0.47 * g.r])),
      turn([g.ox - 0.74 * g.r, g.cy - 0.47 * g.r]),
    ] as const,
    pupil: turn([g.irisX + 0.02 * g.r, g.cy]),
    canal: [
      turn(mirror([angle[0] - 0.012 * g.r, angle[1] - 0.045 * g.r])),
      turn([angle[0] - 0.012 * g.r, angle[1] - 0.045 * g.r]),
    ] as const,
  }
}

/** The canal the fluid drains into (Schlemm's canal), in the wall at each angle. */
function Canals({ at }: { at: readonly Point[] }) {
  return (
    <g>
      {at.map(([x, y]) => (
        <ellipse key={x} className="dg-canal" cx={round(x)} cy={round(y)} rx={4} ry={2.5} />
      ))}
    </g>
  )
}

const open = upright()

export const drainageAngle: DiagramDefinition = {
  width: 360,
  height: 292,
  draw: (text, id) => {
    const p = angleParts(open)
    const flows = ([-1, 1] as const).map((side) => {
      const i = side === -1 ? 0 : 1
      const [cx, cy] = p.ciliary[i]
      const [ax, ay] = p.angles[i]
      return (
        <g key={side} className="dg-fluid-flow">
          <CurvedArrow
            from={[cx - side * 4, cy + 6]}
            via={[p.pupil[0] + side * 30, cy + 18]}
            to={[p.pupil[0] + side * 8, p.pupil[1] + 4]}
            className="dg-arrow dg-fluid-flow"
          />
          <CurvedArrow
            from={[p.pupil[0] + side * 8, p.pupil[1] - 12]}
            via={[p.pupil[0] + side * 40, ay - 34]}
            to={[ax - side * 10, ay - 4]}
            className="dg-arrow dg-fluid-flow"
          />
          <Arrow
            from={[ax, ay - 4]}
            to={[ax + side * 14, ay - 20]}
            className="dg-arrow dg-fluid-flow"
            head={5}
          />
        </g>
      )
    })
    return (
      <>
        <ClipRect id={id('view')} x={0} y={44} w={360} h={198} />
        <Clipped id={id('view')}>
          <g transform={`rotate(90 ${pivot[0]} ${pivot[1]})`}>
            <FrontSegment g={open} />
          </g>
          <Canals at={p.canal} />
          {flows}
        </Clipped>
        <Callout part={p.ciliary[1]} label={[286, 266]} text={text('label.fluidMade')} anchor="middle" />
        <Callout
          part={[p.pupil[0], p.pupil[1] + 2]}
          label={[150, 266]}
          text={text('label.throughPupil')}
          anchor="middle"
        />
        <Callout part={p.angles[0]} label={[70, 20]} text={text('label.drainsHere')} anchor="middle" />
      </>
    )
  },
}

const closed = upright(0.085)

export const angleClosure: DiagramDefinition = {
  width: 360,
  height: 292,
  draw: (text, id) => {
    const p = angleParts(closed)
    return (
      <>
        <ClipRect id={id('view')} x={0} y={44} w={360} h={198} />
        <Clipped id={id('view')}>
          <g transform={`rotate(90 ${pivot[0]} ${pivot[1]})`}>
            <FrontSegment g={closed} />
          </g>
          <Canals at={p.canal} />
          {p.ciliary.map(([x, y], i) => (
            <Arrow
              key={x}
              from={[x + (i ? -6 : 6), y + 4]}
              to={[x + (i ? -24 : 24), y - 16]}
              className="dg-arrow dg-problem-flow"
              head={5}
            />
          ))}
          {p.angles.map(([x, y]) => (
            <path
              key={x}
              className="dg-problem-line"
              d={d('M', [x - 6, y - 12], 'l', 12, 12, 'm', 0, -12, 'l', -12, 12)}
            />
          ))}
        </Clipped>
        <Callout
          part={[p.angles[1][0] - 4, p.angles[1][1] - 4]}
          label={[284, 20]}
          text={text('label.angleBlocked')}
          anchor="middle"
        />
        <Callout
          part={[p.ciliary[0][0] + 24, p.ciliary[0][1] - 18]}
          label={[110, 262]}
          text={text('label.irisPushed')}
          anchor="middle"
        />
      </>
    )
  },
}

/** The optic nerve head seen from the front: the rim of nerve fibres around a pale cup. */
function OpticDisc({ cx, cy, cup, clipId }: { cx: number; cy: number; cup: number; clipId: string }) {
  const R = 46
  const cupR = R * cup
  const vessel = (sign: 1 | -1, side: 1 | -1) =>
    d(
      'M',
      [cx + side * 3, cy],
      'L',
      [cx + side * 3, cy + sign * cupR * 0.9],
      'Q',
      [cx + side * (cupR + 4), cy + sign * (cupR + 2)],
      [cx + side * (R + 30), cy + sign * (R + 16)],
    )
  return (
    <g>
      <clipPath id={clipId}>
        <circle cx={cx} cy={cy} r={74} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle className="dg-fundus" cx={cx} cy={cy} r={74} />
        <circle className="dg-rim" cx={cx} cy={cy} r={R} />
        <ellipse className="dg-cup" cx={cx + 2} cy={cy} rx={round(cupR * 0.92)} ry={round(cupR)} />
        <path
          className="dg-vessel"
          d={[vessel(-1, 1), vessel(1, 1), vessel(-1, -1), vessel(1, -1)].join('')}
        />
      </g>
      <circle className="dg-outline" cx={cx} cy={cy} r={74} />
    </g>
  )
}

export const opticNerveCupping: DiagramDefinition = {
  width: 360,
  height: 250,
  draw: (text, id) => (
    <>
      <PanelTitle at={[90, 4]} text={text('optic-nerve-cupping.healthy')} />
      <PanelTitle at={[270, 4]} text={text('optic-nerve-cupping.damaged')} />
      <OpticDisc cx={90} cy={108} cup={0.32} clipId={id('a')} />
      <OpticDisc cx={270} cy={108} cup={0.8} clipId={id('b')} />
      <Divider from={[180, 28]} to={[180, 246]} />
      <Callout part={[92, 108]} label={[14, 214]} text={text('label.smallCup')} anchor="start" />
      <Callout part={[306, 112]} label={[194, 214]} text={text('label.largeCup')} anchor="start" />
    </>
  ),
}

const whole = eyeGeometry({ cx: 168, cy: 128, r: 82 })

export const glaucoma: DiagramDefinition = {
  width: 360,
  height: 262,
  draw: (text) => {
    const angle = whole.angle
    const pushes = [2.6, 2.95, 3.3, 3.75].map((t) => {
      const wall = whole.at(t, whole.wall + whole.retina + 3)
      const inner = whole.at(t, whole.wall + whole.retina + 24)
      return <Arrow key={t} from={inner} to={wall} className="dg-arrow dg-problem-flow" head={5} />
    })
    return (
      <>
        <CrossSection g={whole} />
        <path
          className="dg-problem-line"
          d={d('M', [angle[0] - 4, angle[1] - 4], 'l', 8, 8, 'm', 0, -8, 'l', -8, 8)}
        />
        {pushes}
        <path
          className="dg-problem-line"
          d={d(
            'M',
            whole.at(whole.nerveAngle - 0.07, whole.wall + whole.retina),
            'Q',
            whole.at(whole.nerveAngle, whole.wall - 2),
            whole.at(whole.nerveAngle + 0.07, whole.wall + whole.retina),
          )}
        />
        <Callout part={angle} label={[20, 20]} text={text('label.drainsSlowly')} anchor="start" />
        <Callout
          part={whole.at(2.95, whole.wall + whole.retina + 14)}
          label={[230, 26]}
          text={text('label.pressureBuilds')}
          anchor="start"
        />
        <Callout
          part={[whole.disc[0] + 30, whole.disc[1] + 12]}
          label={[352, 238]}
          text={text('label.nerveDamaged')}
          anchor="end"
        />
      </>
    )
  },
}

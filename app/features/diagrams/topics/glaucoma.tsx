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
  lerp,
  quarterTurn,
  round,
  type Point,
} from '../svg'
import { itemAt } from '#app/lib/utils'

/**
 * The front of the eye turned so the cornea is on top and the iris lies flat, the way the
 * drainage angle is usually shown: clear fluid made behind the iris flows through the pupil and
 * leaves through the drainage angle at each side.
 */
const pivot: Point = [180, 226]
const upright = (bombe = false) => eyeGeometry({ cx: 262, cy: 226, r: 222, bombe })

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

const closed = upright(true)

export const angleClosure: DiagramDefinition = {
  width: 360,
  height: 292,
  draw: (text, id) => {
    const p = angleParts(closed)
    const g = closed
    const mirror = ([x, y]: Point): Point => [x, 2 * g.cy - y]
    // Where the bowed iris lies against the drain, and the fluid behind it pushing it forward.
    const contact: Point = [g.irisX - 0.07 * g.r, g.cy - 0.392 * g.r]
    const pushFrom: Point = [g.irisX + 0.045 * g.r, g.cy - 0.27 * g.r]
    const pushTo: Point = [g.irisX - 0.05 * g.r, g.cy - 0.27 * g.r]
    const sides = [mirror, (point: Point) => point].map((flip) => ({
      contact: p.turn(flip(contact)),
      from: p.turn(flip(pushFrom)),
      to: p.turn(flip(pushTo)),
    }))
    const words = { blocked: text('label.angleBlocked'), pushed: text('label.irisPushed') }
    return (
      <>
        <ClipRect id={id('view')} x={0} y={44} w={360} h={198} />
        <Clipped id={id('view')}>
          <g transform={`rotate(90 ${pivot[0]} ${pivot[1]})`}>
            <FrontSegment g={closed} />
          </g>
          <Canals at={p.canal} />
          {sides.map(({ from, to }) => (
            <Arrow key={from[0]} from={from} to={to} className="dg-arrow dg-problem-flow" head={5} />
          ))}
          {sides.map(({ contact: [x, y] }) => (
            <path
              key={x}
              className="dg-problem-line"
              d={d('M', [x - 6, y - 6], 'l', 12, 12, 'm', 0, -12, 'l', -12, 12)}
            />
          ))}
        </Clipped>
        <Callout
          part={sides.map(({ contact: [x, y] }) => [x, y - 8] as Point)}
          label={[180, 20]}
          text={words.blocked}
          anchor="middle"
        />
        <Callout part={itemAt(sides, 0).from} label={[110, 262]} text={words.pushed} anchor="middle" />
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
    // Pressure pushing on the back of the eye, from inside.
    const pushes = [2.6, 2.95, 3.3, 3.75].map((t) => ({
      from: whole.at(t, whole.wall + whole.retina + 24),
      to: whole.at(t, whole.wall + whole.retina + 3),
    }))
    const nerveBottom = whole.disc[1] + 0.17 * whole.r
    const words = {
      drainsSlowly: text('label.drainsSlowly'),
      pressureBuilds: text('label.pressureBuilds'),
      nerveDamaged: text('label.nerveDamaged'),
    }
    return (
      <>
        <CrossSection g={whole} />
        <path
          className="dg-problem-line"
          d={d('M', [angle[0] - 4, angle[1] - 4], 'l', 8, 8, 'm', 0, -8, 'l', -8, 8)}
        />
        {pushes.map(({ from, to }) => (
          <Arrow key={from[0]} from={from} to={to} className="dg-arrow dg-problem-flow" head={5} />
        ))}
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
        <Callout part={angle} label={[94, 24]} text={words.drainsSlowly} anchor="middle" />
        <Callout
          part={lerp(itemAt(pushes, 0).from, itemAt(pushes, 0).to, 0.4)}
          label={[266, 28]}
          text={words.pressureBuilds}
          anchor="middle"
        />
        <Callout
          part={[whole.disc[0] + 36, nerveBottom]}
          label={[286, 236]}
          text={words.nerveDamaged}
          anchor="middle"
        />
      </>
    )
  },
}

import type { ReactNode } from 'react'
import type { DiagramDefinition } from '../definition'
import { FrontView, frontGeometry, type FrontOptions } from '../front-view'
import { Callout, d, Divider, Label, round, type Point } from '../svg'

/**
 * Both eyes as you would see them facing someone: the person's right eye on the left of the
 * drawing. `turn` turns the person's right eye (negative: in, toward the nose).
 */
function Pair({
  cx,
  cy,
  w,
  turn = 0,
  id,
  over,
}: {
  cx: number
  cy: number
  w: number
  turn?: number
  id: string
  over?: ReactNode
}) {
  const gap = w * 0.62
  const right: FrontOptions = { cx: cx - gap, cy, w, gaze: -turn }
  const left: FrontOptions = { cx: cx + gap, cy, w }
  return (
    <g>
      <g transform={`translate(${round(2 * right.cx)} 0) scale(-1 1)`}>
        <FrontView options={{ ...right, gaze: turn }} clipId={`${id}-r`} />
      </g>
      <FrontView options={left} clipId={`${id}-l`} />
      {over}
    </g>
  )
}

const pairW = 84

export const strabismus: DiagramDefinition = {
  width: 360,
  height: 312,
  draw: (text, id) => {
    const turned = frontGeometry({ cx: 180 - pairW * 0.62, cy: 210, w: pairW, gaze: 0.17 })
    return (
      <>
        <Label at={[8, 8]} text={text('strabismus.aligned')} valign="top" className="dg-title" />
        <Pair cx={180} cy={76} w={pairW} id={id('a')} />
        <Divider from={[0, 130]} to={[360, 130]} />
        <Label at={[8, 138]} text={text('strabismus.turned')} valign="top" className="dg-title" />
        <Pair cx={180} cy={210} w={pairW} turn={-0.17} id={id('b')} />
        <Callout
          part={[2 * (180 - pairW * 0.62) - turned.iris[0], 208]}
          label={[56, 278]}
          text={text('label.turnsIn')}
          anchor="middle"
        />
      </>
    )
  },
}

/** The letter E as an eye chart shows it, drawn (not typed), sharp or doubled and faded. */
function ChartE({ at, blurred }: { at: Point; blurred: boolean }) {
  const [x, y] = at
  const shape = d(
    'M',
    [x, y],
    'h',
    22,
    'v',
    5,
    'h',
    -16,
    'v',
    6,
    'h',
    14,
    'v',
    5,
    'h',
    -14,
    'v',
    6,
    'h',
    16,
    'v',
    5,
    'h',
    -22,
    'Z',
  )
  return (
    <g>
      <rect className="dg-panel" x={x - 8} y={y - 8} width={38} height={43} rx={4} />
      {blurred ? (
        <g className="dg-blurred">
          <path d={shape} transform="translate(-1.5 -1)" />
          <path d={shape} transform="translate(1.5 1)" />
        </g>
      ) : (
        <path className="dg-letter" d={shape} />
      )}
    </g>
  )
}

export const amblyopia: DiagramDefinition = {
  width: 360,
  height: 308,
  draw: (text, id) => {
    const w = 70
    const centre = 236
    const gap = w * 0.62
    const weak = centre - gap
    const strong = centre + gap
    // An adhesive patch, as children wear for amblyopia: it sticks to the skin around the
    // stronger eye from brow to cheek, with no strap to cross the other eye (or to peek around).
    const patch = (cx: number, cy: number) => (
      <g>
        <ellipse
          className="dg-patch"
          cx={round(cx)}
          cy={round(cy - 0.06 * w)}
          rx={round(0.6 * w)}
          ry={round(0.45 * w)}
        />
        <ellipse
          className="dg-fine"
          cx={round(cx)}
          cy={round(cy - 0.06 * w)}
          rx={round(0.46 * w)}
          ry={round(0.32 * w)}
        />
      </g>
    )
    return (
      <>
        <Label at={[8, 8]} text={text('amblyopia.problem')} valign="top" className="dg-title" />
        <ChartE at={[weak - 11, 40]} blurred />
        <ChartE at={[strong - 11, 40]} blurred={false} />
        <Pair cx={centre} cy={122} w={w} id={id('a')} />
        <Callout part={[weak - 20, 58]} label={[154, 62]} text={text('label.blurryIgnored')} anchor="end" />
        <Divider from={[0, 160]} to={[360, 160]} />
        <Label at={[8, 168]} text={text('amblyopia.treatment')} valign="top" className="dg-title" />
        <Pair cx={centre} cy={236} w={w} id={id('b')} over={patch(strong, 236)} />
        <Callout part={[weak - 12, 244]} label={[136, 244]} text={text('label.weakerWorks')} anchor="end" />
        <Callout part={[strong, 264]} label={[strong, 288]} text={text('label.patch')} anchor="middle" />
      </>
    )
  },
}

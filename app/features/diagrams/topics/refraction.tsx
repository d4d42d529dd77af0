import { CrossSection, eyeGeometry } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import { FocusMark, Rays, retinaHit } from '../rays'
import { Callout, d, Label, type Point } from '../svg'
import { itemAt } from '#app/lib/utils'

const heights = [-18, -6, 6, 18]

/** The outline of a normal-length eye, dashed, for comparison. */
function NormalOutline({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return <ellipse className="dg-dash" cx={cx} cy={cy} rx={r} ry={r} />
}

const long = eyeGeometry({ cx: 150, cy: 132, r: 78, length: 1.16 })
const normalFocus: Point = [150 + 78 - long.wall - long.retina, 132]

export const myopia: DiagramDefinition = {
  width: 360,
  height: 272,
  draw: (text) => {
    const spread = [
      retinaHit(long, normalFocus, [normalFocus[0] + 10, long.cy - 2]),
      retinaHit(long, normalFocus, [normalFocus[0] + 10, long.cy + 2]),
    ]
    return (
      <>
        <CrossSection g={long} />
        <NormalOutline cx={150} cy={132} r={78} />
        <Rays g={long} heights={heights} focus={normalFocus} startX={0} />
        <FocusMark at={normalFocus} />
        <path className="dg-problem-line" d={d('M', itemAt(spread, 0), 'L', itemAt(spread, 1))} />
        <Callout part={normalFocus} label={[150, 24]} text={text('label.focusInFront')} anchor="start" />
        <Callout
          part={long.at(Math.PI + 0.55)}
          label={[272, 252]}
          text={text('label.longerEye')}
          anchor="middle"
        />
        <Callout
          part={itemAt(spread, 0)}
          label={[306, 62]}
          text={text('label.blurOnRetina')}
          anchor="middle"
        />
        <Label at={[8, 252]} text={text('label.dashedNormal')} className="dg-aside" />
      </>
    )
  },
}

const short = eyeGeometry({ cx: 170, cy: 132, r: 78, length: 0.86 })
const behind: Point = [170 + 78 - short.wall - short.retina, 132]

export const hyperopia: DiagramDefinition = {
  width: 360,
  height: 272,
  draw: (text) => (
    <>
      <CrossSection g={short} />
      <NormalOutline cx={170} cy={132} r={78} />
      <Rays g={short} heights={heights} focus={behind} startX={0} />
      <FocusMark at={behind} className="dg-problem-line" />
      <Callout part={behind} label={[250, 30]} text={text('label.focusBehind')} anchor="middle" />
      <Callout
        part={short.at(Math.PI + 0.6)}
        label={[272, 252]}
        text={text('label.shorterEye')}
        anchor="middle"
      />
      <Label at={[8, 252]} text={text('label.dashedNormal')} className="dg-aside" />
    </>
  ),
}

const astig = eyeGeometry({ cx: 176, cy: 200, r: 72 })

/** A ball and a football, the two shapes patients are told about, with their curves sketched. */
function Shape({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) {
  return (
    <g>
      <ellipse className="dg-cornea" cx={cx} cy={cy} rx={rx} ry={ry} />
      <path
        className="dg-fine"
        d={d(
          'M',
          [cx - rx, cy],
          'Q',
          [cx, cy + ry * 0.5],
          [cx + rx, cy],
          'M',
          [cx, cy - ry],
          'Q',
          [cx + rx * 0.45, cy],
          [cx, cy + ry],
        )}
      />
    </g>
  )
}

export const astigmatism: DiagramDefinition = {
  width: 360,
  height: 288,
  draw: (text) => {
    const first: Point = [astig.focus[0] - 22, astig.cy]
    const second: Point = [astig.focus[0] + 20, astig.cy]
    return (
      <>
        <Shape cx={36} cy={44} rx={24} ry={24} />
        <Label at={[68, 44]} text={text('label.evenCornea')} />
        <Shape cx={206} cy={44} rx={32} ry={19} />
        <Label at={[244, 44]} text={text('label.unevenCornea')} />
        <CrossSection g={astig} />
        <Rays g={astig} heights={[-16, 16]} focus={first} startX={0} />
        <g className="dg-second">
          <Rays g={astig} heights={[-8, 8]} focus={second} startX={0} />
        </g>
        <FocusMark at={first} className="dg-problem-line" />
        <FocusMark at={second} className="dg-problem-line" />
        <Callout
          part={[first, second]}
          label={[238, 100]}
          text={text('label.twoFocusPoints')}
          anchor="middle"
        />
      </>
    )
  },
}

import { CrossSection, eyeGeometry, FrontSegment, type EyeGeometry } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import { corneaAt, FocusMark, Rays } from '../rays'
import { Callout, Clipped, ClipRect, d, Divider, PanelTitle, type Point } from '../svg'
import { itemAt } from '#app/lib/utils'

const clear = eyeGeometry({ cx: 176, cy: 118, r: 112 })
const cloudy = eyeGeometry({ cx: 356, cy: 118, r: 112, lens: 'cloudy' })

/** Rays from the left edge of a panel to the cornea, then on to their targets. */
const rays = (g: EyeGeometry, startX: number, heights: number[], targets: Point[]) =>
  heights
    .map((h, i) =>
      d('M', [startX, g.cy + h], 'L', [corneaAt(g, g.cy + h), g.cy + h], 'L', itemAt(targets, i)),
    )
    .join('')

export const cataract: DiagramDefinition = {
  width: 360,
  height: 246,
  draw: (text, id) => {
    const heights = [-11, -3, 5, 13]
    const focus: Point = [clear.ox + 0.9 * clear.r, clear.cy]
    const lensFront = cloudy.lensCentre[0] - cloudy.lensRx * 0.6
    const scattered = [
      d('M', [182, cloudy.cy - 11], 'L', [lensFront, cloudy.cy - 11], 'L', [cloudy.ox + 10, cloudy.cy - 50]),
      d('M', [182, cloudy.cy - 3], 'L', [lensFront, cloudy.cy - 3]),
      d('M', [182, cloudy.cy + 5], 'L', [lensFront, cloudy.cy + 5], 'L', [cloudy.ox + 10, cloudy.cy + 30]),
      d('M', [182, cloudy.cy + 13], 'L', [lensFront, cloudy.cy + 13]),
    ]
    return (
      <>
        <ClipRect id={id('a')} x={0} y={26} w={178} h={160} />
        <ClipRect id={id('b')} x={182} y={26} w={178} h={160} />
        <PanelTitle at={[90, 4]} text={text('cataract.clear')} />
        <PanelTitle at={[270, 4]} text={text('cataract.cloudy')} />
        <Clipped id={id('a')}>
          <FrontSegment g={clear} />
          <path
            className="dg-ray"
            d={rays(
              clear,
              0,
              heights,
              heights.map(() => focus),
            )}
          />
        </Clipped>
        <Clipped id={id('b')}>
          <FrontSegment g={cloudy} lens="cloudy" />
          <path className="dg-ray" d={scattered.join('')} />
        </Clipped>
        <Divider from={[180, 28]} to={[180, 242]} />
        <Callout
          part={[clear.lensCentre[0], clear.cy + 30]}
          label={[90, 214]}
          text={text('label.clearLens')}
          anchor="middle"
        />
        <Callout
          part={[cloudy.lensCentre[0], cloudy.cy + 30]}
          label={[270, 214]}
          text={text('label.cloudyLens')}
          anchor="middle"
        />
      </>
    )
  },
}

const implant = eyeGeometry({ cx: 170, cy: 134, r: 84, lens: 'implant' })

export const lensImplant: DiagramDefinition = {
  width: 360,
  height: 268,
  draw: (text) => {
    const [lx, ly] = implant.lensCentre
    return (
      <>
        <CrossSection g={implant} />
        <Rays g={implant} heights={[-8, 0, 8]} focus={implant.focus} startX={0} />
        <FocusMark at={implant.focus} />
        <Callout
          part={[lx, ly - implant.lensRy * 0.35]}
          label={[8, 24]}
          text={text('label.implant')}
          anchor="start"
        />
        <Callout
          part={[lx - implant.lensRx * 0.1, ly + implant.lensRy * 0.93]}
          label={[8, 244]}
          text={text('label.capsule')}
          anchor="start"
        />
        <Callout part={implant.focus} label={[300, 30]} text={text('label.focusOnRetina')} anchor="middle" />
      </>
    )
  },
}

/** An eye focusing up close: rays spreading from a near point. */
const older = eyeGeometry({ cx: 200, cy: 130, r: 80 })

export const presbyopia: DiagramDefinition = {
  width: 360,
  height: 260,
  draw: (text) => {
    const near: Point = [8, older.cy]
    const behind: Point = [older.ox + older.r + 36, older.cy]
    return (
      <>
        <rect className="dg-panel" x={2} y={older.cy - 22} width={10} height={44} rx={2} />
        <CrossSection g={older} />
        <Rays g={older} heights={[-16, -6, 6, 16]} focus={behind} startX={0} from={near} />
        <FocusMark at={behind} className="dg-problem-line" />
        <Callout part={[7, older.cy - 22]} label={[16, 24]} text={text('label.nearText')} anchor="start" />
        <Callout
          part={[older.lensCentre[0], older.cy - older.lensRy * 0.5]}
          label={[150, 24]}
          text={text('label.stiffLens')}
          anchor="start"
        />
        <Callout part={behind} label={[250, 232]} text={text('label.focusBehind')} anchor="middle" />
      </>
    )
  },
}

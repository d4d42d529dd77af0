import type { DiagramDefinition } from '../definition'
import { FrontView, frontGeometry } from '../front-view'
import { Callout, CurvedArrow, d, Label, smooth, type Point } from '../svg'

/** A clock face with its hands at `minutes` past, or a stopwatch when `stopwatch`. */
function Clock({
  at,
  r,
  minutes,
  stopwatch = false,
}: {
  at: Point
  r: number
  minutes: number
  stopwatch?: boolean
}) {
  const [x, y] = at
  const hand = (turns: number, length: number) => {
    const a = turns * Math.PI * 2 - Math.PI / 2
    return d('M', at, 'L', [x + Math.cos(a) * length, y + Math.sin(a) * length])
  }
  const sweep = minutes / 60
  const a1 = sweep * Math.PI * 2 - Math.PI / 2
  return (
    <g>
      {stopwatch && <rect className="dg-panel" x={x - 4} y={y - r - 9} width={8} height={7} rx={1.5} />}
      <circle className="dg-panel" cx={x} cy={y} r={r} />
      <path
        className="dg-sweep"
        d={d(
          'M',
          at,
          'L',
          [x, y - r + 3],
          'A',
          r - 3,
          r - 3,
          0,
          sweep > 0.5 ? 1 : 0,
          1,
          [x + Math.cos(a1) * (r - 3), y + Math.sin(a1) * (r - 3)],
          'Z',
        )}
      />
      <path className="dg-outline" d={[hand(0, r * 0.75), hand(sweep, r * 0.6)].join('')} />
      <circle className="dg-dot" cx={x} cy={y} r={2} />
    </g>
  )
}

export const twentyTwentyTwenty: DiagramDefinition = {
  width: 360,
  height: 190,
  draw: (text, id) => {
    const eye = { cx: 134, cy: 78, w: 60 }
    const g = frontGeometry(eye)
    const tree: Point = [238, 84]
    return (
      <>
        <Clock at={[52, 30]} r={16} minutes={20} />
        <rect className="dg-panel" x={14} y={56} width={76} height={50} rx={4} />
        <rect className="dg-screen" x={19} y={61} width={66} height={40} rx={2} />
        <path className="dg-outline" d={d('M', [52, 106], 'L', [52, 114], 'M', [38, 115], 'L', [66, 115])} />
        <FrontView options={eye} clipId={id('eye')} lashes={false} />
        <path className="dg-dash" d={d('M', [g.iris[0] + 14, g.iris[1]], 'L', [tree[0] - 26, tree[1] - 4])} />
        <path
          className="dg-trunk"
          d={d(
            'M',
            [tree[0] - 3, tree[1] + 12],
            'L',
            [tree[0] - 3, tree[1] + 32],
            'L',
            [tree[0] + 3, tree[1] + 32],
            'L',
            [tree[0] + 3, tree[1] + 12],
            'Z',
          )}
        />
        <path
          className="dg-leaf"
          d={smooth(
            [
              [tree[0], tree[1] - 30],
              [tree[0] + 21, tree[1] - 8],
              [tree[0] + 14, tree[1] + 14],
              [tree[0] - 14, tree[1] + 14],
              [tree[0] - 21, tree[1] - 8],
            ],
            true,
          )}
        />
        <Clock at={[314, 78]} r={20} minutes={20} stopwatch />
        <Label at={[52, 134]} text={text('twenty-twenty-twenty.every')} anchor="middle" valign="top" />
        <Label at={[186, 134]} text={text('twenty-twenty-twenty.look')} anchor="middle" valign="top" />
        <Label at={[314, 134]} text={text('twenty-twenty-twenty.for')} anchor="middle" valign="top" />
      </>
    )
  },
}

export const chemicalSplash: DiagramDefinition = {
  width: 360,
  height: 262,
  draw: (text, id) => {
    const eye = { cx: 222, cy: 126, w: 132, open: 1.3 }
    const g = frontGeometry(eye)
    // Fingertips rest on the lids just beyond the lashes; the hands are out of the picture.
    const finger = (tip: Point, up: boolean) => {
      const [x, y] = tip
      const body = up
        ? d('M', [x - 12, 0], 'L', [x - 12, y], 'A', 12, 12, 0, 0, 0, [x + 12, y], 'L', [x + 12, 0])
        : d('M', [x - 12, 262], 'L', [x - 12, y], 'A', 12, 12, 0, 0, 1, [x + 12, y], 'L', [x + 12, 262])
      const nail = up
        ? d('M', [x - 6, y - 8], 'Q', [x, y + 2], [x + 6, y - 8])
        : d('M', [x - 6, y + 8], 'Q', [x, y - 2], [x + 6, y + 8])
      return (
        <g>
          <path className="dg-skin dg-finger" d={body} />
          <path className="dg-fine" d={nail} />
        </g>
      )
    }
    const upperTip: Point = [g.upperLid[0] + 4, g.upperLid[1] - 4]
    const glass: Point = [70, 40]
    const rim: Point = [glass[0] + 20, glass[1] + 14]
    // The water lands on the inner corner, runs across the eye to the outer corner and falls away
    // on that side, off the face, so it cannot run into the other eye.
    const stream = (offset: number) =>
      smooth([
        [rim[0] + offset, rim[1]],
        [g.inner[0] - 14 + offset, g.inner[1] - 44],
        [g.inner[0] + 4 + offset, g.inner[1] - 6 + offset],
        [eye.cx + offset * 2, eye.cy + 8 + offset * 2],
        [g.outer[0] + 4, g.outer[1] + 12 + offset * 3],
        [g.outer[0] + 20 + offset, g.outer[1] + 60],
        [g.outer[0] + 26 + offset * 2, 262],
      ])
    const words = {
      holdLids: text('label.holdLids'),
      pourWater: text('label.pourWater'),
      fifteenMinutes: text('label.fifteenMinutes'),
    }
    return (
      <>
        <FrontView options={eye} clipId={id('eye')} />
        {finger(upperTip, true)}
        {finger([g.lowerLid[0] + 4, g.lowerLid[1] + 10], false)}
        <g transform={`rotate(118 ${glass[0]} ${glass[1]})`}>
          <path
            className="dg-cup-shape"
            d={d(
              'M',
              [glass[0] - 16, glass[1] - 22],
              'L',
              [glass[0] + 16, glass[1] - 22],
              'L',
              [glass[0] + 12, glass[1] + 22],
              'L',
              [glass[0] - 12, glass[1] + 22],
              'Z',
            )}
          />
        </g>
        <path className="dg-water-stream" d={[stream(-3), stream(3)].join('')} />
        <CurvedArrow
          from={[eye.cx - 24, eye.cy + 34]}
          via={[eye.cx + 16, eye.cy + 50]}
          to={[g.outer[0] - 8, g.outer[1] + 38]}
          className="dg-arrow dg-fluid-flow"
        />
        <Callout
          part={[upperTip[0] + 12, upperTip[1] - 14]}
          label={[262, 26]}
          text={words.holdLids}
          anchor="start"
        />
        <Callout
          part={[g.inner[0] - 6, g.inner[1] - 20]}
          label={[128, 110]}
          text={words.pourWater}
          anchor="end"
        />
        <Label at={[8, 200]} text={words.fifteenMinutes} valign="top" className="dg-title" />
      </>
    )
  },
}

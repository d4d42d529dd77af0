import { createContext, useContext, type ReactNode } from 'react'
import { itemAt } from '#app/lib/utils'

/**
 * Drawing primitives shared by every diagram: points, path data, labels with leader lines,
 * arrows and panels. Coordinates are rounded to a tenth of a unit so the markup stays small;
 * colours are classes (app.css, `.dg-*`) that read the theme's variables.
 */

export type Point = readonly [number, number]

export const round = (value: number) => Math.round(value * 10) / 10

/** Path data from commands and points: `d('M', [0, 0], 'L', [10, 5])` → "M0 0L10 5". */
export function d(...parts: (string | Point | number)[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : typeof part === 'number' ? round(part) : point(part)))
    .join(' ')
    .replace(/ ?([A-Za-z]) /g, '$1')
}

const point = ([x, y]: Point) => `${round(x)} ${round(y)}`

/** An open polyline through the points. */
export const polyline = (points: Point[]) =>
  points.map((p, index) => `${index === 0 ? 'M' : 'L'}${point(p)}`).join('')

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smooth(points: Point[], closed = false): string {
  if (points.length < 3) return polyline(points)
  const at = (index: number): Point =>
    closed
      ? itemAt(points, (index + points.length) % points.length)
      : itemAt(points, Math.min(points.length - 1, Math.max(0, index)))
  let path = `M${point(itemAt(points, 0))}`
  const segments = closed ? points.length : points.length - 1
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    path += `C${point(c1)} ${point(c2)} ${point(p2)}`
  }
  return closed ? `${path}Z` : path
}

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]]
export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
]

export type Anchor = 'start' | 'middle' | 'end'

/**
 * The words a diagram asked for while drawing, in that order: a label's place in this list is its
 * number in the key that stands in for the labels where the drawing is too small to carry them
 * (render.server.tsx). Outside a diagram (the office map) there is none, and labels have no number.
 */
export const LabelKey = createContext<readonly string[] | null>(null)

/** Radius of a label's number badge, in the drawing's units (diagrams.css lets it grow a little). */
const markRadius = 12

/**
 * Text in the page's language. A label may break into lines at "\n"; `middle` centres the block
 * of lines on `y` instead of starting there. In a diagram it also carries its number, drawn where
 * the text begins (or at `markAt`) and shown instead of the text in the narrow layout.
 */
export function Label({
  at,
  text,
  anchor = 'start',
  valign = 'middle',
  className = 'dg-label',
  markAt,
}: {
  at: Point
  text: string
  anchor?: Anchor
  valign?: 'top' | 'middle'
  className?: string
  markAt?: Point
}) {
  const key = useContext(LabelKey)
  const lines = text.split('\n')
  const first = valign === 'middle' ? `${round(0.35 - (lines.length - 1) * 0.6)}em` : '0.8em'
  const number = key && key.indexOf(text) + 1
  if (number === 0) throw new Error(`"${text}" is a label the diagram did not ask for by its key`)
  const [mx, my] = markAt ?? [
    at[0] + (anchor === 'start' ? markRadius : anchor === 'end' ? -markRadius : 0),
    at[1] + (valign === 'top' ? markRadius : 0),
  ]
  return (
    <>
      <text
        x={round(at[0])}
        y={round(at[1])}
        textAnchor={anchor === 'start' ? undefined : anchor}
        className={className}
      >
        {lines.map((line, index) => (
          <tspan key={index} x={round(at[0])} dy={index === 0 ? first : '1.2em'}>
            {line}
          </tspan>
        ))}
      </text>
      {number !== null && (
        <g className="dg-mark">
          <circle cx={round(mx)} cy={round(my)} r={markRadius} />
          <text x={round(mx)} y={round(my)}>
            {number}
          </text>
        </g>
      )}
    </>
  )
}

/**
 * A label joined to the part it names (or to each of several parts) by a thin leader line ending
 * in a dot. The label sits at `label`, reading away from the part: its anchor follows from which
 * side the part is on. In the narrow layout the label's number sits where the leader ends.
 */
export function Callout({
  part,
  label,
  text,
  anchor,
  className,
}: {
  part: Point | readonly Point[]
  label: Point
  text: string
  anchor?: Anchor
  className?: string
}) {
  const parts: readonly Point[] = isPoint(part) ? [part] : part
  const first = itemAt(parts, 0)
  const side: Anchor = anchor ?? (label[0] < first[0] ? 'end' : label[0] > first[0] ? 'start' : 'middle')
  const gap = side === 'end' ? -4 : side === 'start' ? 4 : 0
  // The leader meets the block of lines at the edge that faces the part: its top or bottom
  // edge when the part is above or below the block, otherwise its middle.
  const half = text.split('\n').length * 7.8 + 3
  const beyond = Math.abs(first[1] - label[1]) > half
  const edge = side === 'middle' || beyond ? (first[1] < label[1] ? -1 : 1) * half : 0
  const end: Point = [label[0], label[1] + edge]
  // The number's badge touches the leader's end, on the side of the text.
  const toward: Point = [gap / 4, edge === 0 ? 0 : -Math.sign(edge)]
  const length = Math.hypot(...toward)
  const mark: Point = [end[0] + (markRadius * toward[0]) / length, end[1] + (markRadius * toward[1]) / length]
  return (
    <g>
      <path className="dg-leader" d={parts.map((p) => d('M', p, 'L', end)).join('')} />
      {parts.map(([x, y]) => (
        <circle key={`${x} ${y}`} className="dg-dot" cx={round(x)} cy={round(y)} r={1.8} />
      ))}
      <Label at={[label[0] + gap, label[1]]} text={text} anchor={side} className={className} markAt={mark} />
    </g>
  )
}

const isPoint = (value: Point | readonly Point[]): value is Point => typeof value[0] === 'number'

/** A straight arrow from `from` to `to`, head at `to`. */
export function Arrow({
  from,
  to,
  className = 'dg-arrow',
  head = 6,
}: {
  from: Point
  to: Point
  className?: string
  head?: number
}) {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0])
  const wing = (side: number): Point => [
    to[0] - head * Math.cos(angle + side * 0.45),
    to[1] - head * Math.sin(angle + side * 0.45),
  ]
  const back: Point = [to[0] - head * 0.8 * Math.cos(angle), to[1] - head * 0.8 * Math.sin(angle)]
  return (
    <g className={className}>
      <path d={d('M', from, 'L', back)} fill="none" />
      <path d={d('M', wing(1), 'L', to, 'L', wing(-1), 'Z')} className="dg-arrowhead" />
    </g>
  )
}

/** An arrow along a quadratic curve from `from` through the pull of `via` to `to`. */
export function CurvedArrow({
  from,
  via,
  to,
  className = 'dg-arrow',
  head = 6,
}: {
  from: Point
  via: Point
  to: Point
  className?: string
  head?: number
}) {
  const angle = Math.atan2(to[1] - via[1], to[0] - via[0])
  const wing = (side: number): Point => [
    to[0] - head * Math.cos(angle + side * 0.45),
    to[1] - head * Math.sin(angle + side * 0.45),
  ]
  const back: Point = [to[0] - head * 0.8 * Math.cos(angle), to[1] - head * 0.8 * Math.sin(angle)]
  return (
    <g className={className}>
      <path d={d('M', from, 'Q', via, back)} fill="none" />
      <path d={d('M', wing(1), 'L', to, 'L', wing(-1), 'Z')} className="dg-arrowhead" />
    </g>
  )
}

/** A titled area of a diagram with several panels ("Normal" | "Keratoconus"). */
export function PanelTitle({ at, text, anchor = 'middle' }: { at: Point; text: string; anchor?: Anchor }) {
  return <Label at={at} text={text} anchor={anchor} valign="top" className="dg-title" />
}

/** A thin rule between panels. */
export function Divider({ from, to }: { from: Point; to: Point }) {
  return <path className="dg-divider" d={d('M', from, 'L', to)} />
}

/** Groups children, optionally clipped to a rectangle given by the caller's clip id. */
export function Clipped({ id, children }: { id: string; children: ReactNode }) {
  return <g clipPath={`url(#${id})`}>{children}</g>
}

/** A rectangular clip path, for panels that show part of a larger drawing. */
export function ClipRect({ id, x, y, w, h }: { id: string; x: number; y: number; w: number; h: number }) {
  return (
    <clipPath id={id}>
      <rect x={round(x)} y={round(y)} width={round(w)} height={round(h)} />
    </clipPath>
  )
}

/** A point turned a quarter turn clockwise about a centre, as `rotate(90 cx cy)` turns a group. */
export const quarterTurn = ([x, y]: Point, [cx, cy]: Point): Point => [cx - (y - cy), cy + (x - cx)]

import type { ReactNode } from 'react'
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
 * Text in the page's language. A label may break into lines at "\n"; `middle` centres the block
 * of lines on `y` instead of starting there.
 */
export function Label({
  at,
  text,
  anchor = 'start',
  valign = 'middle',
  className = 'dg-label',
}: {
  at: Point
  text: string
  anchor?: Anchor
  valign?: 'top' | 'middle'
  className?: string
}) {
  const lines = text.split('\n')
  const first = valign === 'middle' ? `${round(0.35 - (lines.length - 1) * 0.6)}em` : '0.8em'
  return (
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
  )
}

/**
 * A label joined to the part it names by a thin leader line ending in a dot. The label sits at
 * `label`, reading away from the part: its anchor follows from which side the part is on.
 */
export function Callout({
  part,
  label,
  text,
  anchor,
  className,
}: {
  part: Point
  label: Point
  text: string
  anchor?: Anchor
  className?: string
}) {
  const side: Anchor = anchor ?? (label[0] < part[0] ? 'end' : label[0] > part[0] ? 'start' : 'middle')
  const gap = side === 'end' ? -4 : side === 'start' ? 4 : 0
  // The leader meets the block of lines at the edge that faces the part: its top or bottom
  // edge when the part is above or below the block, otherwise its middle.
  const half = text.split('\n').length * 7.8 + 3
  const beyond = Math.abs(part[1] - label[1]) > half
  const edge = side === 'middle' || beyond ? (part[1] < label[1] ? -1 : 1) * half : 0
  return (
    <g>
      <path className="dg-leader" d={d('M', part, 'L', [label[0], label[1] + edge])} />
      <circle className="dg-dot" cx={round(part[0])} cy={round(part[1])} r={1.8} />
      <Label at={[label[0] + gap, label[1]]} text={text} anchor={side} className={className} />
    </g>
  )
}

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

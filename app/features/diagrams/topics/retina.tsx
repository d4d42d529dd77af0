import { CrossSection, eyeGeometry } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import { Fundus, fundusGeometry } from '../fundus'
import { Callout, d, Divider, Label, PanelTitle, round, smooth, type Point } from '../svg'
import { itemAt } from '#app/lib/utils'

/** The point of a list nearest to another. */
const nearest = (points: Point[], to: Point): Point =>
  points.reduce((best, p) =>
    Math.hypot(p[0] - to[0], p[1] - to[1]) < Math.hypot(best[0] - to[0], best[1] - to[1]) ? p : best,
  )

/** Small round spots scattered in a ring around a centre (drusen, exudates, bleeding). */
const scatter = (centre: Point, radius: number, count: number, seed: number): Point[] =>
  Array.from({ length: count }, (_, i) => {
    const angle = i * 2.4 + seed
    const distance = radius * (0.35 + 0.65 * (((i * 7 + seed * 13) % 10) / 10))
    return [centre[0] + Math.cos(angle) * distance, centre[1] + Math.sin(angle) * distance]
  })

const dry = { cx: 90, cy: 112, R: 76 }
const wet = { cx: 270, cy: 112, R: 76 }

export const macularDegeneration: DiagramDefinition = {
  width: 360,
  height: 262,
  draw: (text, id) => {
    const m = fundusGeometry(dry).macula
    const w = fundusGeometry(wet).macula
    const blot = smooth(
      Array.from({ length: 9 }, (_, i): Point => {
        const a = (i / 9) * Math.PI * 2
        const r = 15 + (i % 3) * 3
        return [w[0] + Math.cos(a) * r, w[1] + Math.sin(a) * r * 0.85]
      }),
      true,
    )
    return (
      <>
        <PanelTitle at={[90, 4]} text={text('macular-degeneration.dry')} />
        <PanelTitle at={[270, 4]} text={text('macular-degeneration.wet')} />
        <Fundus options={dry} clipId={id('a')}>
          {scatter(m, 20, 11, 1).map(([x, y], i) => (
            <circle key={i} className="dg-drusen" cx={round(x)} cy={round(y)} r={i % 3 === 0 ? 3.2 : 2.2} />
          ))}
        </Fundus>
        <Fundus options={wet} clipId={id('b')}>
          <circle className="dg-fluid-soft dg-halo" cx={round(w[0])} cy={round(w[1])} r={24} />
          <path className="dg-blood" d={blot} />
          <path
            className="dg-vessel-fine"
            d={d(
              'M',
              [w[0] - 8, w[1] - 2],
              'q',
              6,
              -6,
              10,
              0,
              't',
              8,
              2,
              'M',
              [w[0] - 4, w[1] + 6],
              'q',
              6,
              4,
              12,
              -2,
            )}
          />
        </Fundus>
        <Divider from={[180, 28]} to={[180, 258]} />
        <Callout part={[m[0] + 12, m[1] + 10]} label={[14, 214]} text={text('label.drusen')} anchor="start" />
        <Callout
          part={[w[0] + 8, w[1] + 12]}
          label={[194, 214]}
          text={text('label.leakingVessels')}
          anchor="start"
        />
      </>
    )
  },
}

const dr = { cx: 110, cy: 138, R: 94 }

export const diabeticRetinopathy: DiagramDefinition = {
  width: 360,
  height: 262,
  draw: (text, id) => {
    const f = fundusGeometry(dr)
    const { R } = dr
    const aneurysms = scatter([dr.cx + 0.1 * R, dr.cy - 0.05 * R], 0.42 * R, 9, 2)
    const bleeds: Point[] = [
      [dr.cx + 0.22 * R, dr.cy - 0.5 * R],
      [dr.cx - 0.05 * R, dr.cy + 0.42 * R],
      [dr.cx + 0.5 * R, dr.cy + 0.22 * R],
    ]
    const exudates = scatter([f.macula[0] + 4, f.macula[1] - 2], 0.2 * R, 8, 4)
    const cotton: Point = [dr.cx - 0.1 * R, dr.cy - 0.38 * R]
    const [dx, dy] = f.disc
    const newVesselTip: Point = [dx + 20, dy - 24]
    // Labels read from the top left, then down the right side, each leader to the nearest sign,
    // stopping at its edge so the dot does not hide a spot this small.
    const edgeOf = (spot: Point, by: number): Point => [spot[0] + by * 0.8, spot[1] - by * 0.6]
    const words = {
      newVessels: text('label.newVessels'),
      microaneurysms: text('label.microaneurysms'),
      exudates: text('label.exudates'),
      bleeding: text('label.bleeding'),
    }
    const newVessels = d(
      'M',
      [dx + 8, dy - 10],
      'q',
      8,
      -10,
      16,
      -4,
      't',
      10,
      -12,
      'M',
      [dx + 10, dy - 6],
      'q',
      14,
      -2,
      14,
      -14,
      'M',
      [dx + 14, dy - 16],
      'q',
      -2,
      -10,
      8,
      -14,
    )
    return (
      <>
        <Fundus options={dr} clipId={id('f')}>
          {aneurysms.map(([x, y], i) => (
            <circle key={i} className="dg-blood" cx={round(x)} cy={round(y)} r={1.8} />
          ))}
          {bleeds.map(([x, y]) => (
            <ellipse key={x} className="dg-blood" cx={round(x)} cy={round(y)} rx={5} ry={4} />
          ))}
          {exudates.map(([x, y], i) => (
            <circle key={i} className="dg-exudate" cx={round(x)} cy={round(y)} r={2.4} />
          ))}
          <ellipse className="dg-cotton" cx={round(cotton[0])} cy={round(cotton[1])} rx={8} ry={5} />
          <path className="dg-new-vessels" d={newVessels} />
        </Fundus>
        <Callout part={newVesselTip} label={[54, 22]} text={words.newVessels} anchor="middle" />
        <Callout
          part={edgeOf(nearest(aneurysms, [140, 108]), 3.5)}
          label={[222, 40]}
          text={words.microaneurysms}
        />
        <Callout part={edgeOf(nearest(exudates, [222, 128]), 4)} label={[222, 128]} text={words.exudates} />
        <Callout part={edgeOf(itemAt(bleeds, 2), 6)} label={[222, 206]} text={words.bleeding} />
      </>
    )
  },
}

const detached = eyeGeometry({ cx: 112, cy: 124, r: 74, detached: { from: 3.72, to: 4.75, lift: 0.26 } })

/** What the eye sees: a round view with a dark shadow over part of it. */
function View({ cx, cy, r, clipId }: { cx: number; cy: number; r: number; clipId: string }) {
  const wave = Array.from({ length: 7 }, (_, i): Point => [
    cx + r - (i * 2 * r) / 6,
    cy - r * 0.15 + (i % 2 ? 8 : -6),
  ])
  const shadow = `${d('M', [cx - r, cy - r], 'L', [cx + r, cy - r], 'L', itemAt(wave, 0))}${smooth(wave).replace(/^M[^C]*/, '')}Z`
  return (
    <g>
      <clipPath id={clipId}>
        <circle cx={cx} cy={cy} r={r} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle className="dg-sky" cx={cx} cy={cy} r={r} />
        <path
          className="dg-land"
          d={d(
            'M',
            [cx - r, cy + r * 0.35],
            'Q',
            [cx - r * 0.3, cy + r * 0.1],
            [cx + r * 0.2, cy + r * 0.3],
            'T',
            [cx + r, cy + r * 0.25],
            'L',
            [cx + r, cy + r],
            'L',
            [cx - r, cy + r],
            'Z',
          )}
        />
        <path className="dg-shadow" d={shadow} />
      </g>
      <circle className="dg-outline" cx={cx} cy={cy} r={r} />
    </g>
  )
}

export const retinalDetachment: DiagramDefinition = {
  width: 360,
  height: 262,
  draw: (text, id) => {
    const g = detached
    const lifted = g.at(4.2, g.wall + g.retina + 0.26 * g.r)
    return (
      <>
        <PanelTitle at={[112, 4]} text={text('retinal-detachment.eye')} />
        <PanelTitle at={[292, 4]} text={text('retinal-detachment.view')} />
        <CrossSection g={g} />
        <Divider from={[226, 28]} to={[226, 258]} />
        <View cx={292} cy={110} r={52} clipId={id('view')} />
        <Callout part={lifted} label={[112, 236]} text={text('label.retinaLifted')} anchor="middle" />
        <Label at={[292, 184]} text={text('label.curtain')} anchor="middle" valign="top" />
      </>
    )
  },
}

const vitreous = eyeGeometry({ cx: 168, cy: 134, r: 90 })

export const floatersFlashes: DiagramDefinition = {
  width: 360,
  height: 276,
  draw: (text) => {
    const g = vitreous
    // The back face of the gel, pulled forward from the retina over most of the back of the eye.
    const face = Array.from({ length: 11 }, (_, i) => {
      const t = 1.95 + (i / 10) * 2.4
      const lift = 0.2 * g.r * Math.sin((Math.PI * i) / 10) ** 0.7
      return g.at(t, g.wall + g.retina + lift)
    })
    const tug = g.at(1.95, g.wall + g.retina)
    const clumps: Point[] = [
      [g.ox + 10, g.cy - 16],
      [g.ox + 30, g.cy + 22],
      [g.ox - 14, g.cy + 8],
    ]
    const spark = (at: Point) =>
      [0, 1, 2, 3, 4, 5].map((i) => {
        const a = (i * Math.PI) / 3
        return d('M', [at[0] + Math.cos(a) * 4, at[1] + Math.sin(a) * 4], 'L', [
          at[0] + Math.cos(a) * 10,
          at[1] + Math.sin(a) * 10,
        ])
      })
    return (
      <>
        <CrossSection g={g} />
        <path className="dg-gel-face" d={smooth(face)} />
        {clumps.map(([x, y], i) => (
          <path
            key={i}
            className="dg-floater"
            d={d('M', [x - 8, y], 'q', 4, -6, 8, -1, 't', 8, 2, 'q', -6, 6, -12, 2, 'Z')}
          />
        ))}
        <path
          className="dg-floater-string"
          d={d('M', [g.ox - 20, g.cy - 34], 'q', 10, 8, 20, 0, 't', 22, 4)}
        />
        <path className="dg-flash" d={spark(tug).join('')} />
        <Callout part={itemAt(clumps, 0)} label={[8, 24]} text={text('label.floaters')} anchor="start" />
        <Callout part={itemAt(face, 6)} label={[284, 246]} text={text('label.gelPulls')} anchor="middle" />
        <Callout
          part={[tug[0] + 6, tug[1] - 6]}
          label={[296, 24]}
          text={text('label.flash')}
          anchor="middle"
        />
      </>
    )
  },
}

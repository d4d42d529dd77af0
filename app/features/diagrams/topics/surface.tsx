import type { DiagramDefinition } from '../definition'
import { FrontView, frontGeometry } from '../front-view'
import { Arrow, Callout, d, Divider, Label, PanelTitle, round, smooth, type Point } from '../svg'

/** The tear film's three layers over the cornea, as horizontal bands (a close-up of the surface). */
function TearLayers({
  x,
  w,
  top,
  healthy,
  names,
}: {
  x: number
  w: number
  top: number
  healthy: boolean
  names?: Record<'oil' | 'water' | 'mucus' | 'cornea', string>
}) {
  const oil = healthy ? 22 : 8
  const mucus = 18
  const cornea = 40
  const waterTop = top + (healthy ? oil : 24)
  const mucusTop = top + 64
  // The cornea's surface cells, in a row just under the mucus; its name sits below them.
  const cells = 11
  const wave = (y: number, amp: number) =>
    smooth(Array.from({ length: 9 }, (_, i): Point => [x + (i * w) / 8, y + (i % 2 ? amp : -amp)]))
  const band = (y0: number, y1: number, amp = 0) =>
    `${amp ? wave(y0, amp) : d('M', [x, y0], 'L', [x + w, y0])}${d('L', [x + w, y1], 'L', [x, y1])}Z`
  const oilPieces = healthy
    ? [band(top, top + oil, 1.5)]
    : [0.05, 0.45, 0.78].map((from) => {
        const x0 = x + from * w
        const x1 = x0 + w * 0.17
        return d(
          'M',
          [x0, waterTop - oil + 2],
          'Q',
          [(x0 + x1) / 2, waterTop - oil - 2],
          [x1, waterTop - oil + 2],
          'L',
          [x1, waterTop],
          'L',
          [x0, waterTop],
          'Z',
        )
      })
  const cellWalls = Array.from({ length: 12 }, (_, i) =>
    d('M', [x + ((i + 0.5) * w) / 12, mucusTop + mucus], 'L', [
      x + ((i + 0.5) * w) / 12,
      mucusTop + mucus + cells,
    ]),
  )
  const middle = (a: number, b: number) => (a + b) / 2
  return (
    <g>
      <rect className="dg-cornea" x={x} y={mucusTop + mucus} width={w} height={cornea} />
      <path
        className="dg-fine"
        d={`${cellWalls.join('')}${d('M', [x, mucusTop + mucus + cells], 'L', [x + w, mucusTop + mucus + cells])}`}
      />
      <rect className="dg-mucus" x={x} y={mucusTop} width={w} height={mucus} />
      <path className="dg-tears" d={band(waterTop, mucusTop, healthy ? 1.5 : 3)} />
      {oilPieces.map((path) => (
        <path key={path} className="dg-oil dg-thin-outline" d={path} />
      ))}
      {names && (
        // Their numbers zigzag, so that badges grown with the reader's text stay apart.
        <g>
          <Label
            at={[x + 8, middle(top, top + oil)]}
            text={names.oil}
            markAt={[x + 20, middle(top, top + oil)]}
          />
          <Label
            at={[x + 8, middle(waterTop, mucusTop)]}
            text={names.water}
            markAt={[x + 52, middle(waterTop, mucusTop)]}
          />
          <Label
            at={[x + 8, middle(mucusTop, mucusTop + mucus)]}
            text={names.mucus}
            markAt={[x + 20, middle(mucusTop, mucusTop + mucus)]}
          />
          <Label
            at={[x + 8, mucusTop + mucus + (cells + cornea) / 2]}
            text={names.cornea}
            markAt={[x + 52, mucusTop + mucus + (cells + cornea) / 2]}
          />
        </g>
      )}
    </g>
  )
}

export const tearFilm: DiagramDefinition = {
  width: 360,
  height: 232,
  draw: (text) => {
    const healthy = text('tear-film.healthy')
    const dry = text('tear-film.dry')
    const names = {
      oil: text('label.layer.oil'),
      water: text('label.layer.water'),
      mucus: text('label.layer.mucus'),
      cornea: text('label.layer.cornea'),
    }
    return (
      <>
        <TearLayers x={8} w={164} top={36} healthy names={names} />
        <TearLayers x={188} w={164} top={36} healthy={false} />
        {[218, 270, 322].map((x) => (
          <Arrow key={x} from={[x, 58]} to={[x + 4, 30]} className="dg-arrow dg-fluid-flow" head={5} />
        ))}
        <Divider from={[180, 28]} to={[180, 228]} />
        <PanelTitle at={[90, 4]} text={healthy} />
        <PanelTitle at={[270, 4]} text={dry} />
        <Label at={[8, 170]} text={text('label.layersWork')} valign="top" />
        <Label at={[188, 170]} text={text('label.tearsEvaporate')} valign="top" />
      </>
    )
  },
}

/**
 * An upper eyelid cut from top to bottom, the eye to its right: an oil gland runs the height of
 * the lid near its inner side and opens at the lid margin, just behind the lashes.
 */
function Lid({ x, blocked }: { x: number; blocked: boolean }) {
  const top = 30
  const margin = 186
  const front = x
  const back = x + 64
  const outline = d(
    'M',
    [front + 6, top],
    'C',
    [front - 4, top + 60],
    [front - 2, margin - 40],
    [front + 6, margin],
    'Q',
    [front + 20, margin + 12],
    [back, margin - 2],
    'L',
    [back + 2, top],
    'Z',
  )
  const duct = back - 16
  const acini = Array.from({ length: 8 }, (_, i) => {
    const y = top + 18 + i * 17
    const dropped = blocked && (i === 1 || i === 2 || i === 5)
    return dropped ? null : (
      <g key={i}>
        <circle className="dg-oil dg-thin-outline" cx={duct - 8} cy={y} r={blocked ? 5.5 : 5} />
        <circle className="dg-oil dg-thin-outline" cx={duct + 8} cy={y + 8} r={blocked ? 5.5 : 5} />
      </g>
    )
  })
  return (
    <g>
      <path className="dg-skin" d={outline} />
      <path className="dg-tear-film" d={d('M', [back + 3, top], 'L', [back + 3, margin - 2])} />
      <path
        className="dg-lash"
        d={[0, 8, 16]
          .map((dx) => d('M', [front + 10 + dx, margin + 2], 'q', -8, 14, -22 + dx * 0.4, 18))
          .join('')}
      />
      <path
        className={blocked ? 'dg-duct dg-duct-wide' : 'dg-duct'}
        d={d('M', [duct, top + 14], 'L', [duct, margin - 4])}
      />
      {acini}
      {blocked ? (
        <ellipse className="dg-plug" cx={duct} cy={margin - 2} rx={6} ry={5} />
      ) : (
        <path
          className="dg-oil dg-thin-outline"
          d={d('M', [duct, margin + 2], 'q', 6, 8, 0, 12, 'q', -6, -4, 0, -12, 'Z')}
        />
      )}
    </g>
  )
}

export const meibomianGlands: DiagramDefinition = {
  width: 360,
  height: 272,
  draw: (text) => {
    const words = {
      healthy: text('meibomian-glands.healthy'),
      blocked: text('meibomian-glands.blocked'),
      oilGland: text('label.oilGland'),
      oilFlows: text('label.oilFlows'),
      plugged: text('label.plugged'),
      glandShrinks: text('label.glandShrinks'),
    }
    return (
      <>
        <Lid x={20} blocked={false} />
        <Lid x={200} blocked />
        <Divider from={[188, 28]} to={[188, 268]} />
        <PanelTitle at={[92, 4]} text={words.healthy} />
        <PanelTitle at={[274, 4]} text={words.blocked} />
        <Callout part={[76, 90]} label={[98, 70]} text={words.oilGland} anchor="start" />
        <Callout part={[68, 204]} label={[90, 244]} text={words.oilFlows} anchor="middle" />
        <Callout part={[248, 184]} label={[270, 244]} text={words.plugged} anchor="middle" />
        <Callout part={[244, 74]} label={[268, 104]} text={words.glandShrinks} anchor="start" />
      </>
    )
  },
}

export const pinkEye: DiagramDefinition = {
  width: 360,
  height: 224,
  draw: (text, id) => {
    const healthy = { cx: 90, cy: 96, w: 120 }
    const pink = { cx: 270, cy: 96, w: 120, red: true }
    const f = frontGeometry(pink)
    const discharge: Point = [f.inner[0] + 8, f.inner[1] + 4]
    const words = {
      healthy: text('pink-eye.healthy'),
      pink: text('pink-eye.pink'),
      clearWhite: text('label.clearWhite'),
      discharge: text('label.discharge'),
      redVessels: text('label.redVessels'),
    }
    return (
      <>
        <FrontView options={healthy} clipId={id('a')} />
        <FrontView options={pink} clipId={id('b')}>
          <path
            className="dg-discharge"
            d={d('M', [discharge[0] - 6, discharge[1] - 4], 'q', 8, -4, 12, 2, 'q', -2, 8, -10, 6, 'Z')}
          />
        </FrontView>
        <Divider from={[180, 28]} to={[180, 220]} />
        <PanelTitle at={[90, 4]} text={words.healthy} />
        <PanelTitle at={[270, 4]} text={words.pink} />
        <Callout
          part={frontGeometry(healthy).white}
          label={[90, 192]}
          text={words.clearWhite}
          anchor="middle"
        />
        <Callout part={discharge} label={[190, 190]} text={words.discharge} anchor="start" />
        <Callout
          part={[f.white[0] - 4, f.white[1] + 4]}
          label={[356, 186]}
          text={words.redVessels}
          anchor="end"
        />
      </>
    )
  },
}

export const styeChalazion: DiagramDefinition = {
  width: 360,
  height: 222,
  draw: (text, id) => {
    const stye = { cx: 90, cy: 104, w: 120 }
    const chalazion = { cx: 270, cy: 104, w: 120 }
    const s = frontGeometry(stye)
    const c = frontGeometry(chalazion)
    const bump: Point = [s.upperMarginMid[0] + 18, s.upperMarginMid[1] + 2]
    const lump: Point = [c.upperMarginMid[0] + 10, c.upperMarginMid[1] - 20]
    const words = {
      stye: text('stye-chalazion.stye'),
      chalazion: text('stye-chalazion.chalazion'),
      styeBump: text('label.styeBump'),
      chalazionLump: text('label.chalazionLump'),
    }
    return (
      <>
        <FrontView options={stye} clipId={id('a')} />
        <circle className="dg-inflamed dg-thin-outline" cx={round(bump[0])} cy={round(bump[1])} r={9} />
        <circle className="dg-pus" cx={round(bump[0])} cy={round(bump[1] + 2)} r={3} />
        <FrontView options={chalazion} clipId={id('b')} />
        <ellipse
          className="dg-skin-shade dg-thin-outline"
          cx={round(lump[0])}
          cy={round(lump[1])}
          rx={13}
          ry={11}
        />
        <Divider from={[180, 28]} to={[180, 218]} />
        <PanelTitle at={[90, 4]} text={words.stye} />
        <PanelTitle at={[270, 4]} text={words.chalazion} />
        <Callout part={[bump[0] + 8, bump[1] + 4]} label={[90, 192]} text={words.styeBump} anchor="middle" />
        <Callout
          part={[lump[0], lump[1] + 10]}
          label={[270, 192]}
          text={words.chalazionLump}
          anchor="middle"
        />
      </>
    )
  },
}

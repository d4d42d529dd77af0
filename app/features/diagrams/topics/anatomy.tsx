import { CrossSection, eyeGeometry, lidPoints, Lids } from '../cross-section'
import type { DiagramDefinition } from '../definition'
import { Callout, type Point } from '../svg'

const g = eyeGeometry({ cx: 200, cy: 148, r: 84 })
const lids = lidPoints(g)

/** The eye from the side with every part patients read about, named. */
export const eyeAnatomy: DiagramDefinition = {
  width: 360,
  height: 296,
  draw: (text) => {
    const iris: Point = [g.irisX + 1, g.cy + g.pupil + 12]
    return (
      <>
        <CrossSection g={g}>
          <Lids g={g} />
        </CrossSection>
        {/* Numbered clockwise from the eyelid, so the key reads around the drawing. */}
        <Callout part={lids.upperLid} label={[76, 36]} text={text('label.eyelid')} />
        <Callout part={g.angle} label={[150, 18]} text={text('label.drainageAngle')} anchor="middle" />
        <Callout part={g.at(1.8, g.wall / 2)} label={[226, 24]} text={text('label.sclera')} />
        <Callout part={g.at(2.25, g.wall + g.retina / 2)} label={[300, 78]} text={text('label.retina')} />
        <Callout part={g.macula} label={[300, 136]} text={text('label.macula')} />
        <Callout
          part={[g.disc[0] + 44, g.disc[1] + 16]}
          label={[352, 236]}
          text={text('label.opticNerve')}
          anchor="end"
        />
        <Callout part={[240, 190]} label={[240, 270]} text={text('label.vitreous')} anchor="middle" />
        <Callout
          part={[g.lensCentre[0] + 4, g.cy + 18]}
          label={[160, 270]}
          text={text('label.lens')}
          anchor="middle"
        />
        <Callout part={iris} label={[92, 270]} text={text('label.iris')} anchor="middle" />
        <Callout part={[g.irisX + 2, g.cy - 3]} label={[72, 196]} text={text('label.pupil')} />
        <Callout part={[g.apex[0] + 5, g.cy + 10]} label={[72, 150]} text={text('label.cornea')} />
        <Callout part={lids.tearFilm} label={[72, 104]} text={text('label.tearFilm')} />
      </>
    )
  },
}

import type { FigureData } from '#app/features/diagrams/figure-data'
import type { OfficeId } from '#shared/practice'

/** The office map as a page's data carries it: the drawing, and a directions link per office. */
export interface MapData extends FigureData {
  directions: { office: OfficeId; label: string; href: string; highlighted: boolean }[]
}

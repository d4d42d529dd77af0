/** A picture made at build time, as a page's data carries it (diagrams and the office map). */
export interface FigureData {
  /** The diagram's key, or `map`. */
  key: string
  /** The drawing: SVG markup, an image with its own name and text alternative. */
  svg: string
  /** The visible caption, in the page's language. */
  caption: string
  /** The drawing's proportions (its viewBox): the space it takes is known before it paints. */
  width: number
  height: number
}

import type { Language } from '#shared/languages'
import type { OfficeId } from '#shared/practice'
import type { DiagramKey } from './diagram-keys'

/** A picture made at build time, as a page's data carries it (diagrams and the office map). */
export interface FigureData {
  /** The diagram's key, or `map`. */
  key: string
  /** The drawing: SVG markup, an image with its own name and text alternative. */
  svg: string
  /** The visible caption, in the page's language. */
  caption: string
  /**
   * A diagram's labels in the order of their numbers: the key listed under the drawing where it
   * is too narrow for the labels to be read in it.
   */
  labels?: string[]
  /** The drawing's proportions (its viewBox): the space it takes is known before it paints. */
  width: number
  height: number
}

/** The office map as a page's data carries it: the drawing, and a directions link per office. */
export interface MapData extends FigureData {
  directions: { office: OfficeId; label: string; href: string; highlighted: boolean }[]
}

/** A photo as a page's data carries it: its images, its alt text in the page's language. */
export interface PictureData {
  id: string
  alt: string
  width: number
  height: number
  /** How wide the photo is shown at each screen width, for the browser's choice of image. */
  sizes: string
  sources: Record<'avif' | 'webp' | 'jpeg', { url: string; width: number }[]>
  placeholder: string
}

/**
 * What draws a page's pictures at build time, given to the page loader by the routes
 * (app/features/pictures.server.ts): content names a page's pictures, the features draw them.
 */
export interface PictureMaker {
  diagram: (key: DiagramKey, language: Language) => FigureData
  photo: (id: string, language: Language) => PictureData | null
  map: (language: Language, highlight?: OfficeId) => MapData
}

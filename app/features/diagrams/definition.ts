import type { ReactNode } from 'react'
import type { FigureStringKey } from '#shared/locales/figures'

/** Text of a diagram in the page's language, by key of the figures' strings table. */
export type FigureText = (key: FigureStringKey) => string

/**
 * One diagram: its canvas and how to draw it. `id` makes an id unique to the diagram (clip
 * paths), since a page may carry a diagram and the map.
 */
export interface DiagramDefinition {
  width: number
  height: number
  draw: (text: FigureText, id: (name: string) => string) => ReactNode
}

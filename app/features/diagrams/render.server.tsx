import { renderToStaticMarkup } from 'react-dom/server'
import type { Language } from '#shared/languages'
import { figureStrings, type FigureStringKey } from '#shared/locales/figures'
import type { FigureData } from '#app/content/pictures'
import type { DiagramKey } from '#app/content/diagram-keys'
import { diagrams } from './registry'

/**
 * A diagram drawn for one language, at build time: the SVG markup travels in the page's HTML and
 * data, so the browser never runs (or downloads) the drawing code. The drawing is an image with
 * a short name (`<title>`) and a text alternative that says what it shows (`<desc>`); the
 * caption under it is visible to everyone.
 */
export function renderDiagram(key: DiagramKey, language: Language): FigureData {
  const strings = figureStrings[language]
  const text = (name: FigureStringKey) => strings[name]
  const diagram = diagrams[key]
  const id = (name: string) => `dg-${key}-${name}`
  const title = text(`${key}.title` as FigureStringKey)
  const description = text(`${key}.description` as FigureStringKey)
  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      width={diagram.width}
      height={diagram.height}
      role="img"
      aria-labelledby={id('title')}
      aria-describedby={id('desc')}
      className="dg"
    >
      <title id={id('title')}>{title}</title>
      <desc id={id('desc')}>{description}</desc>
      {diagram.draw(text, id)}
    </svg>,
  )
  return {
    key,
    svg,
    caption: text(`${key}.caption` as FigureStringKey),
    width: diagram.width,
    height: diagram.height,
  }
}

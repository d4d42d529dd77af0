import { renderToStaticMarkup } from 'react-dom/server'
import type { Language } from '#shared/languages'
import { figureStrings, type FigureStringKey } from '#shared/locales/figures'
import type { FigureData } from '#shared/content/pictures'
import type { DiagramKey } from '#shared/content/diagram-keys'
import { diagrams } from './registry'
import { LabelKey } from './svg'

/**
 * A diagram drawn for one language, at build time: the SVG markup travels in the page's HTML and
 * data, so the browser never runs (or downloads) the drawing code. The drawing is an image with
 * a short name (`<title>`) and a text alternative that says what it shows (`<desc>`); the
 * caption under it is visible to everyone.
 *
 * Its labels are numbered in the order the drawing asks for them, so write a diagram's labels in
 * reading order. Where the figure is too narrow for them to be read (diagrams.css), the drawing
 * shows the numbers and the figure lists the labels under it as text (`labels`).
 */
export function renderDiagram(key: DiagramKey, language: Language): FigureData {
  const strings = figureStrings[language]
  const own = (name: string) => strings[`${key}.${name}` as FigureStringKey]
  const diagram = diagrams[key]
  const id = (name: string) => `dg-${key}-${name}`
  const labels: string[] = []
  let drawing = true
  const drawn = diagram.draw((name) => {
    // A label asked for while rendering would have no place in the key: ask while drawing.
    if (!drawing) throw new Error(`${key}: "${name}" asked for after drawing`)
    const value = strings[name]
    if (!labels.includes(value)) labels.push(value)
    return value
  }, id)
  drawing = false
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
      <title id={id('title')}>{own('title')}</title>
      <desc id={id('desc')}>{own('description')}</desc>
      <LabelKey value={labels}>{drawn}</LabelKey>
    </svg>,
  )
  return {
    key,
    svg,
    caption: own('caption'),
    labels: labels.map((label) => label.replaceAll('\n', ' ')),
    width: diagram.width,
    height: diagram.height,
  }
}

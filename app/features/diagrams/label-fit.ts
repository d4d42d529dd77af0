/**
 * Whether a drawing's text stays on its canvas, measured from the markup: SVG text does not wrap,
 * and a Spanish label is often a third longer than the English one. Widths are estimated
 * generously (0.55 em a character, 0.6 em for bold titles: wider than the sans-serif fonts of
 * phones and computers), so a label that passes here fits wherever it is read.
 */
export interface TextBox {
  text: string
  left: number
  right: number
  top: number
  bottom: number
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

/** The lines of text of a drawing, labels' number badges left out (they replace, never join, the text). */
export function textBoxes(svg: string): TextBox[] {
  const boxes: TextBox[] = []
  const words = svg.replace(/<g class="dg-mark">[\s\S]*?<\/g>/g, '')
  for (const [, tag = '', body = ''] of words.matchAll(/<text([^>]*)>([\s\S]*?)<\/text>/g)) {
    const className = attribute(tag, 'class') ?? ''
    const size = className.includes('dg-note') ? 12 : className.includes('dg-map-small') ? 11 : 13
    const perChar = className.includes('title') ? 0.6 : 0.55
    const x = Number(attribute(tag, 'x') ?? 0)
    let y = Number(attribute(tag, 'y') ?? 0)
    const anchor = attribute(tag, 'text-anchor') ?? 'start'
    const spans = [...body.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)]
    const lines =
      spans.length > 0
        ? spans.map(([, a = '', t = '']) => ({ dy: attribute(a, 'dy'), text: t }))
        : [{ dy: undefined, text: body }]
    for (const line of lines) {
      if (line.dy?.endsWith('em')) y += parseFloat(line.dy) * size
      const text = line.text.replace(/&[a-z#0-9]+;/g, '_')
      const width = text.length * perChar * size
      const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
      boxes.push({ text, left, right: left + width, top: y - size * 0.8, bottom: y + size * 0.25 })
    }
  }
  return boxes
}

/** Lines of text that run off a canvas of this size. */
export function overflowingText(svg: string, width: number, height: number): string[] {
  return textBoxes(svg)
    .filter((box) => box.left < 0 || box.right > width || box.top < 0 || box.bottom > height)
    .map(
      (box) =>
        `"${box.text}" (${Math.round(box.left)}–${Math.round(box.right)}, ${Math.round(box.top)}–${Math.round(box.bottom)})`,
    )
}

/** Pairs of lines of text that overlap each other. */
export function overlappingText(svg: string): string[] {
  const boxes = textBoxes(svg)
  const found: string[] = []
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        found.push(`"${a.text}" overlaps "${b.text}"`)
    }),
  )
  return found
}

/**
 * What would stop a reader in the diagrams of the page as the browser lays them out: words
 * smaller than `minimumPx` CSS pixels (in the drawing or in its key; a badge's number, under
 * 12), a leader line or any other
 * line or outline of the drawing running through a label's text, two leaders crossing, two
 * labels overlapping, a label cut off at the drawing's edge. One line per fault, naming the
 * figure (its id, or its key) and the words.
 *
 * It runs in the page (`page.evaluate(diagramFaults, options)`), so it uses nothing from outside
 * its own body. Geometry is compared in each drawing's own units (its viewBox): boxes of text
 * from the browser's layout, lines sampled along their length with the browser's own path
 * geometry, minus what a clip path hides.
 */
export function diagramFaults({ selector, minimumPx }: { selector: string; minimumPx: number }): string[] {
  interface Box {
    left: number
    top: number
    right: number
    bottom: number
  }
  interface Words {
    text: string
    box: Box
    element: SVGTextElement
  }
  const faults: string[] = []
  const context = document.createElement('canvas').getContext('2d')!
  const tolerance = 0.75
  const quote = (text: string) => `"${text.replace(/\s+/g, ' ').trim()}"`
  const overlap = (a: Box, b: Box) =>
    a.left + tolerance < b.right &&
    b.left + tolerance < a.right &&
    a.top + tolerance < b.bottom &&
    b.top + tolerance < a.bottom
  // checkVisibility() misses an SVG element hidden by its group's display: ask each ancestor.
  const seen = new Map<Element, boolean>()
  const shown = (element: Element | null): boolean => {
    if (!element) return true
    let answer = seen.get(element)
    if (answer === undefined) {
      const style = getComputedStyle(element)
      answer =
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        shown(element.parentElement)
      seen.set(element, answer)
    }
    return answer
  }

  for (const figure of document.querySelectorAll(selector)) {
    const name = figure.id || figure.getAttribute('data-figure') || '?'
    const svg = figure.querySelector('svg')
    if (!svg) continue
    const screen = svg.getScreenCTM()!
    const fromScreen = screen.inverse()
    /** From an element's own units to the drawing's. */
    const toDrawing = (element: SVGGraphicsElement) => fromScreen.multiply(element.getScreenCTM()!)
    const scale = screen.a
    const { width, height } = svg.viewBox.baseVal
    const boxOf = (rect: DOMRect): Box => {
      const a = new DOMPoint(rect.left, rect.top).matrixTransform(fromScreen)
      const b = new DOMPoint(rect.right, rect.bottom).matrixTransform(fromScreen)
      return { left: a.x, top: a.y, right: b.x, bottom: b.y }
    }

    // Words: each line of each visible text element (a label, a title, a badge's number).
    const words: Words[] = []
    for (const element of svg.querySelectorAll('text')) {
      if (!shown(element)) continue
      const size = parseFloat(getComputedStyle(element).fontSize) * scale
      // A badge's number only points to the key, which carries the words: 12 px is its floor.
      const floor = element.closest('.dg-mark') ? 12 : minimumPx
      if (size < floor - 0.01)
        faults.push(`${name}: ${quote(element.textContent)} is ${size.toFixed(1)} px, under ${floor}`)
      const lines = element.querySelectorAll('tspan')
      for (const line of lines.length > 0 ? [...lines] : [element])
        words.push({ text: line.textContent, box: boxOf(line.getBoundingClientRect()), element })
    }
    for (const item of figure.querySelectorAll('.dg-key li')) {
      if (!shown(item)) continue
      const size = parseFloat(getComputedStyle(item).fontSize)
      if (size < minimumPx - 0.01)
        faults.push(
          `${name}: key entry ${quote(item.textContent)} is ${size.toFixed(1)} px, under ${minimumPx}`,
        )
    }
    words.forEach((a, i) => {
      const { box } = a
      if (
        box.left < -tolerance ||
        box.top < -tolerance ||
        box.right > width + tolerance ||
        box.bottom > height + tolerance
      )
        faults.push(`${name}: ${quote(a.text)} runs off the drawing`)
      for (const b of words.slice(i + 1))
        if (a.element !== b.element && overlap(a.box, b.box))
          faults.push(`${name}: ${quote(a.text)} overlaps ${quote(b.text)}`)
    })

    /** Whether the clip paths on the way up from an element let a point of the drawing show. */
    const unclipped = (element: Element, x: number, y: number) => {
      for (let node: Element | null = element; node && node !== svg; node = node.parentElement) {
        const reference = node.getAttribute('clip-path')?.match(/url\(#([^)]+)\)/)?.[1]
        if (!reference || !(node instanceof SVGGraphicsElement)) continue
        const local = new DOMPoint(x, y).matrixTransform(toDrawing(node).inverse())
        const shapes = [...(document.getElementById(reference)?.children ?? [])]
        if (!shapes.some((shape) => shape instanceof SVGGeometryElement && shape.isPointInFill(local)))
          return false
      }
      return true
    }
    /** An element's outline as a canvas path: the browser's own geometry, arcs and curves included. */
    const outline = (element: SVGGeometryElement): Path2D => {
      const n = (name: string) => Number(element.getAttribute(name) ?? 0)
      const path = new Path2D()
      if (element instanceof SVGPathElement) path.addPath(new Path2D(element.getAttribute('d') ?? ''))
      else if (element instanceof SVGCircleElement) path.arc(n('cx'), n('cy'), n('r'), 0, 2 * Math.PI)
      else if (element instanceof SVGEllipseElement)
        path.ellipse(n('cx'), n('cy'), n('rx'), n('ry'), 0, 0, 2 * Math.PI)
      else if (element instanceof SVGRectElement) path.rect(n('x'), n('y'), n('width'), n('height'))
      else if (element instanceof SVGLineElement) {
        path.moveTo(n('x1'), n('y1'))
        path.lineTo(n('x2'), n('y2'))
      }
      return path
    }
    /** The box of an element's outline in the drawing's units. */
    const extent = (element: SVGGraphicsElement): Box => {
      const { x, y, width: w, height: h } = element.getBBox()
      const matrix = toDrawing(element)
      const corners = [
        [x, y],
        [x + w, y],
        [x, y + h],
        [x + w, y + h],
      ].map(([cx, cy]) => new DOMPoint(cx, cy).matrixTransform(matrix))
      const xs = corners.map((p) => p.x)
      const ys = corners.map((p) => p.y)
      return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }
    }
    /**
     * Whether an element's outline passes through a box of words: it lies wholly inside the box,
     * or it crosses the box's edge. The edge is walked a unit at a time, each point asked whether
     * it lies on the outline drawn 1.5 units wider than its stroke (an unstroked fill's edge counts
     * as a line one unit wide), so no line can slip between two points.
     */
    const runsThrough = (element: SVGGeometryElement, shape: Box, words: Box) => {
      const margin = tolerance + 0.75
      const box = {
        left: words.left + margin,
        top: words.top + margin,
        right: words.right - margin,
        bottom: words.bottom - margin,
      }
      if (box.left >= box.right || box.top >= box.bottom) return false
      const within =
        shape.left > box.left && shape.right < box.right && shape.top > box.top && shape.bottom < box.bottom
      if (within && unclipped(element, (shape.left + shape.right) / 2, (shape.top + shape.bottom) / 2))
        return true
      const style = getComputedStyle(element)
      const stroked = style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0
      const m = toDrawing(element)
      context.setTransform(m.a, m.b, m.c, m.d, m.e, m.f)
      context.lineWidth = (stroked ? parseFloat(style.strokeWidth) : 1) + 1.5
      const path = outline(element)
      const edge: [number, number][] = []
      for (let x = box.left; x <= box.right; x += 1) edge.push([x, box.top], [x, box.bottom])
      for (let y = box.top; y <= box.bottom; y += 1) edge.push([box.left, y], [box.right, y])
      return edge.some(([x, y]) => context.isPointInStroke(path, x, y) && unclipped(element, x, y))
    }
    /**
     * The words an element's outline runs through, leaving out those of `except` (a leader's own
     * badge) and the numbers of badges drawn over the element (their disc hides it).
     */
    const crossed = (element: SVGGeometryElement, except?: Element | null) => {
      const shape = extent(element)
      const near = {
        left: shape.left - 4,
        top: shape.top - 4,
        right: shape.right + 4,
        bottom: shape.bottom + 4,
      }
      const covers = (word: Words) => {
        const badge = word.element.closest('.dg-mark')
        return (
          badge !== null && (element.compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        )
      }
      return words.filter(
        (word) =>
          !except?.contains(word.element) &&
          !covers(word) &&
          overlap(near, word.box) &&
          runsThrough(element, shape, word.box),
      )
    }

    const leaders: { element: SVGPathElement; segments: [DOMPoint, DOMPoint][] }[] = []
    for (const element of svg.querySelectorAll<SVGGeometryElement>(
      'path, line, polyline, polygon, circle, ellipse, rect',
    )) {
      if (element.closest('clipPath, defs, mask, .dg-mark') || !shown(element)) continue
      const leader = element.classList.contains('dg-leader')
      const ownBadge = leader ? element.parentElement?.querySelector('.dg-mark') : null
      for (const word of crossed(element, ownBadge)) {
        const what = leader
          ? 'a leader line'
          : `a line of the drawing (${element.getAttribute('class') ?? element.tagName})`
        faults.push(`${name}: ${what} crosses ${quote(word.text)}`)
      }
      if (leader && element instanceof SVGPathElement) {
        const matrix = toDrawing(element)
        const numbers = (element.getAttribute('d') ?? '').match(/-?\d*\.?\d+(?:e-?\d+)?/g)?.map(Number) ?? []
        const segments: [DOMPoint, DOMPoint][] = []
        for (let i = 0; i + 3 < numbers.length; i += 4)
          segments.push([
            new DOMPoint(numbers[i], numbers[i + 1]).matrixTransform(matrix),
            new DOMPoint(numbers[i + 2], numbers[i + 3]).matrixTransform(matrix),
          ])
        leaders.push({ element, segments })
      }
    }
    // Leaders are straight ("M part L label" for each part): two cross where their segments do.
    const side = (a: DOMPoint, b: DOMPoint, c: DOMPoint) =>
      Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
    const cross = ([a, b]: [DOMPoint, DOMPoint], [c, d]: [DOMPoint, DOMPoint]) =>
      side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
    leaders.forEach((a, i) => {
      for (const b of leaders.slice(i + 1))
        if (a.segments.some((s) => b.segments.some((t) => cross(s, t)))) {
          const label = (leader: SVGPathElement) =>
            quote(leader.parentElement?.querySelector('text')?.textContent ?? '?')
          faults.push(`${name}: the leaders of ${label(a.element)} and ${label(b.element)} cross`)
        }
    })
  }
  return faults
}

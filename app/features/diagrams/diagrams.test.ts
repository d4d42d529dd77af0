import fs from 'node:fs'
import { pagePictures } from '#app/features/pictures.server'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { layoutOf, loadPageBody } from '#app/view/page-data.server'
import { getRegistry, readRegistry } from '#shared/content/registry.server'
import { languages, type Language } from '#shared/languages'
import { figureStrings } from '#shared/locales/figures'
import { diagramKeys } from '#shared/content/diagram-keys'
import { overflowingText, overlappingText, textBoxes } from './label-fit'
import { renderDiagram } from './render.server'
import { scratchContentFolder } from '#shared/test/content-folder'

/** Every line of every string of a language's table: what a label may say. */
const linesOf = (language: Language) =>
  new Set(Object.values(figureStrings[language]).flatMap((value) => value.split('\n')))

const unescape = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function svgText(svg: string, tag: 'title' | 'desc'): string | undefined {
  return svg.match(new RegExp(`<${tag} id="([^"]+)">([^<]*)</${tag}>`))?.[2]
}

/** Each label of a drawing, its lines joined, with the number on the badge drawn after it. */
function numberedLabels(svg: string): { text: string; number: number }[] {
  const badge =
    /<text[^>]*>((?:<tspan[^>]*>[^<]*<\/tspan>)*)<\/text><g class="dg-mark"><circle[^>]*><\/circle><text[^>]*>(\d+)<\/text><\/g>/g
  return [...svg.matchAll(badge)].map(([, lines = '', number]) => ({
    text: unescape([...lines.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(([, line]) => line).join(' ')),
    number: Number(number),
  }))
}

describe('diagrams', () => {
  it('register at least 24, each with its texts in both languages', () => {
    expect(diagramKeys.length).toBeGreaterThanOrEqual(24)
    for (const language of languages) {
      for (const key of diagramKeys) {
        for (const part of ['title', 'caption', 'description'] as const) {
          expect(
            figureStrings[language][`${key}.${part}` as keyof typeof figureStrings.en],
            `${language} ${key}.${part}`,
          ).toBeTruthy()
        }
      }
    }
  })

  it('are 360 units wide with words 13 units high, which the switch to the key assumes (diagrams.css)', () => {
    for (const key of diagramKeys) {
      const figure = renderDiagram(key, 'en')
      expect(figure.width, key).toBe(360)
      // The smaller classes are the map's.
      expect(figure.svg, key).not.toMatch(/class="[^"]*\b(dg-note|dg-map-small)\b/)
    }
  })

  for (const key of diagramKeys) {
    it(`${key}: numbered labels, listed in that order in the figure's key`, () => {
      for (const language of languages) {
        const figure = renderDiagram(key, language)
        const numbered = numberedLabels(figure.svg)
        const words = figure.svg.replace(/<g class="dg-mark">[\s\S]*?<\/g>/g, '').match(/<text /g) ?? []
        expect(numbered.length, `${language}: every label has its number`).toBe(words.length)
        expect(numbered.map(({ number }) => number).sort((a, b) => a - b)).toEqual(
          figure.labels?.map((_, index) => index + 1),
        )
        for (const { text, number } of numbered) expect(figure.labels?.[number - 1], language).toBe(text)
      }
    })

    it(`${key}: an image with a name and a text alternative, labels in its language, on its canvas, small`, () => {
      for (const language of languages) {
        const figure = renderDiagram(key, language)
        const strings = figureStrings[language]
        expect(figure.svg).toMatch(/^<svg [^>]*role="img"/)
        const labelledBy = figure.svg.match(/aria-labelledby="([^"]+)"/)?.[1]
        const describedBy = figure.svg.match(/aria-describedby="([^"]+)"/)?.[1]
        expect(figure.svg).toContain(`<title id="${labelledBy}">`)
        expect(figure.svg).toContain(`<desc id="${describedBy}">`)
        expect(unescape(svgText(figure.svg, 'title')!)).toBe(strings[`${key}.title` as keyof typeof strings])
        expect(unescape(svgText(figure.svg, 'desc')!).length).toBeGreaterThan(80)
        expect(figure.caption).toBe(strings[`${key}.caption` as keyof typeof strings])

        const own = linesOf(language)
        const labels = textBoxes(figure.svg).map((box) => unescape(box.text))
        const foreign = labels.filter((label) => !own.has(label))
        expect(foreign, `${language}: labels not from its table`).toEqual([])
        expect(overflowingText(figure.svg, figure.width, figure.height), language).toEqual([])
        expect(overlappingText(figure.svg), language).toEqual([])
        expect(gzipSync(figure.svg).length, `${language}: compressed bytes`).toBeLessThanOrEqual(8 * 1024)
      }
    })
  }

  it('say the same things in Spanish as in English, in other words', () => {
    for (const key of diagramKeys) {
      const en = textBoxes(renderDiagram(key, 'en').svg).map((box) => box.text)
      const es = textBoxes(renderDiagram(key, 'es').svg).map((box) => box.text)
      expect(es.length, key).toBeGreaterThan(0)
      // Some labels are the same word in both languages (Iris, LASIK); the whole drawing is not.
      if (en.join() === es.join()) throw new Error(`${key} has no Spanish labels`)
    }
  })
})

describe('pages that name a diagram', () => {
  const named = getRegistry().pages.flatMap((page) =>
    languages.flatMap((language) => {
      const key = page.data[language]?.diagram
      return key ? [{ page, language, key }] : []
    }),
  )

  it('cover every diagram, on at least 60 pages', () => {
    expect(named.length).toBeGreaterThanOrEqual(60)
    const used = new Set(named.map(({ key }) => key))
    expect(diagramKeys.filter((key) => !used.has(key))).toEqual([])
  })

  it('render their diagram, captioned and in their own language', () => {
    for (const { page, language, key } of named) {
      const body = loadPageBody(page.paths[language]!, layoutOf(page, language), pagePictures)
      const label = `${language}/${page.id}`
      expect(body.diagram?.key, label).toBe(key)
      expect(body.diagram?.caption, label).toBe(
        figureStrings[language][`${key}.caption` as keyof typeof figureStrings.en],
      )
      expect(body.diagram?.svg, label).toContain(`<title id="dg-${key}-title">`)
    }
  })
})

describe('a diagram key in frontmatter', () => {
  const page = (diagram: string) => `---
type: condition
title: "A test condition page title"
description: "A description long enough to pass the schema's lower bound for descriptions."
heading: Test condition
summary: "A summary long enough to pass the lower bound of the schema for summaries."
category: front-of-eye
updated: 2026-01-01
diagram: ${diagram}
faq:
  - q: First question here?
    a: "An answer that is long enough."
  - q: Second question here?
    a: "An answer that is long enough."
  - q: Third question here?
    a: "An answer that is long enough."
---
Body.
`
  const errorsFor = (diagram: string) => {
    const root = scratchContentFolder('diagram-key')
    fs.mkdirSync(path.join(root, 'en', 'conditions'), { recursive: true })
    fs.writeFileSync(path.join(root, 'en', 'conditions', 'test.md'), page(diagram))
    return readRegistry(root).errors
  }

  it('that exists is accepted', () => {
    expect(errorsFor('keratoconus-cone')).toEqual([])
  })

  it('that does not exist is an error naming the file and the field', () => {
    const [error, ...rest] = errorsFor('keratoconus-conee')
    expect(rest).toEqual([])
    expect(error?.field).toBe('diagram')
    expect(error?.file).toMatch(/en[\\/]conditions[\\/]test\.md$/)
    expect(error?.message).toContain('keratoconus-cone')
  })
})

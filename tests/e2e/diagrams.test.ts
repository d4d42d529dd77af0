import { expect, test, type Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { diagramKeys } from '#shared/content/diagram-keys'
import { Figure } from '../../app/features/diagrams/figure'
import { renderDiagram } from '../../app/features/diagrams/render.server'
import { languages } from '../../shared/languages'
import { diagramFaults } from './diagram-geometry'
import { hydrated } from './hydrated'
import { enlargeText } from './layout'

/**
 * Every diagram in both languages, laid out by the browser on one page and measured there: their
 * words readable (12 px at least, and as much larger as the reader makes text), no line of a
 * drawing through a label, no leaders crossing (diagram-geometry.ts says how it measures).
 */

/** The page the diagrams are shown on: its figure sets their width (the narrowest on a desktop). */
const host = '/emergency/chemical-burn'

/**
 * Each diagram's figure in each language, as the build renders it into a page (some diagrams are
 * on English pages only, so not every one is in the built site in both languages).
 */
function renderedFigures(): string[] {
  return languages.flatMap((language) =>
    diagramKeys.map((key) =>
      renderToStaticMarkup(createElement(Figure, { figure: renderDiagram(key, language) })).replace(
        '<figure ',
        `<figure id="${key}-${language}" data-measured="" `,
      ),
    ),
  )
}

/**
 * Opens the host page and adds the figures to it, each as wide as the page's own figure, so they
 * take the page's styles and the width a diagram gets there, at the usual text size or at 200 %.
 */
async function showFigures(page: Page, figures: string[], { largeText = false } = {}) {
  if (largeText) await enlargeText(page)
  await page.goto(host)
  await hydrated(page)
  await page.evaluate((markup) => {
    const own = document.querySelector('figure[data-figure]')!
    const sheet = document.createElement('div')
    sheet.style.cssText = 'display: grid; gap: 16px; padding: 16px'
    sheet.innerHTML = markup.join('')
    for (const figure of sheet.querySelectorAll<HTMLElement>('figure'))
      figure.style.width = `${own.getBoundingClientRect().width}px`
    document.querySelector('main')!.append(sheet)
  }, figures)
}

/** How each figure on the page shows its labels: in the drawing, or as a numbered key under it. */
const layouts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('figure[data-measured]')].map((figure) => {
      const key = figure.querySelector('.dg-key')
      const label = figure.querySelector('svg text:not(.dg-mark > text)')
      const shown = (element: Element | null) =>
        element !== null && getComputedStyle(element).display !== 'none'
      return `${figure.id}: ${shown(key) && !shown(label) ? 'key' : shown(label) && !shown(key) ? 'labels' : 'both or neither'}`
    }),
  )

const figures = renderedFigures()
const measured = { selector: 'figure[data-measured]', minimumPx: 12 }

test.describe('diagrams a patient can read', () => {
  test('cover every diagram in both languages', () => {
    expect(figures.length).toBe(diagramKeys.length * languages.length)
    expect(figures.length).toBeGreaterThanOrEqual(56)
  })

  for (const { width, layout } of [
    { width: 320, layout: 'key' },
    { width: 1280, layout: 'labels' },
  ]) {
    test(`at ${width} px: labels ${layout === 'key' ? 'in a numbered key' : 'in the drawing'}, 12 px or more, no line through a label, no leaders crossing`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await showFigures(page, figures)
      expect(await layouts(page)).toEqual(
        figures.map((figure) => `${figure.match(/id="([^"]+)"/)![1]}: ${layout}`),
      )
      expect(await page.evaluate(diagramFaults, measured)).toEqual([])
      await page.close()
    })
  }

  for (const width of [320, 1280]) {
    test(`at ${width} px and 200 % text: every label grows with the text, and nothing crosses one`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await showFigures(page, figures, { largeText: true })
      // Labels (in the drawing or in the key) at 0.75rem or more; the badges' numbers at 12 px or more.
      expect(await page.evaluate(diagramFaults, { ...measured, minimumPx: 24 })).toEqual([])
      if (width === 320)
        expect(new Set((await layouts(page)).map((line) => line.split(': ')[1]))).toEqual(new Set(['key']))
      await page.close()
    })
  }

  test('the measure finds a leader through a label, a line through one, tiny or cut-off words and crossed leaders', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const fixture = `<figure id="fixture" data-measured="" class="dg-figure rounded-xl border border-border bg-card p-2 sm:p-3">
      <div class="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full">
        <svg viewBox="0 0 360 200" width="360" height="200" class="dg" role="img" aria-label="Test drawing">
          <g><path class="dg-leader" d="M40 40L200 120"/><text x="60" y="100" class="dg-label">Crossed by a leader</text></g>
          <text x="200" y="160" class="dg-label">Under a line</text><path class="dg-outline" d="M190 155L320 155"/>
          <text x="20" y="190" class="dg-label" font-size="6">Too small</text>
          <text x="300" y="130" class="dg-label">Cut off at the edge</text>
          <text x="20" y="20" class="dg-label">First</text><text x="30" y="26" class="dg-label">Second</text>
          <g><path class="dg-leader" d="M240 20L330 70"/><text x="200" y="40" class="dg-label">Left</text></g>
          <g><path class="dg-leader" d="M240 70L330 20"/><text x="300" y="90" class="dg-label">Right</text></g>
          <g><path class="dg-leader" d="M100 170L140 170"/><text x="144" y="174" class="dg-label">Fine</text></g>
        </svg>
      </div>
    </figure>`
    await showFigures(page, [fixture])
    expect(await page.evaluate(diagramFaults, measured)).toEqual([
      expect.stringMatching(/^fixture: "Too small" is \d\.\d px, under 12$/),
      'fixture: "Cut off at the edge" runs off the drawing',
      'fixture: "First" overlaps "Second"',
      'fixture: a leader line crosses "Crossed by a leader"',
      'fixture: a line of the drawing (dg-outline) crosses "Under a line"',
      'fixture: the leaders of "Left" and "Right" cross',
    ])
    await page.close()
  })
})

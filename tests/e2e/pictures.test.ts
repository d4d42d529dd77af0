import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'

/** The pages the issue asks to look at, in both themes, at phone and desktop widths. */
const reviewed = [
  '/conditions/keratoconus',
  '/conditions/cataract',
  '/conditions/glaucoma',
  '/conditions/dry-eye',
  '/emergency/chemical-burn',
  '/es/emergencia/quemadura-quimica',
  '/locations/irvine',
  '/',
]

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`pictures show without layout shift, overflow or other origins, and pass axe (${colorScheme}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(reviewed.length * 15_000)
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const foreign: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:'))
          foreign.push(request.url())
      })
      const failures: string[] = []
      for (const pagePath of reviewed) {
        await page.goto(pagePath, { waitUntil: 'load' })
        const figure = page.locator('figure[data-figure]').first()
        await figure.scrollIntoViewIfNeeded()
        await expect(figure.locator('svg[role="img"]')).toBeVisible()
        const box = await figure.locator('svg[role="img"]').boundingBox()
        if (!box || box.width < 250) failures.push(`${pagePath}: picture only ${box?.width} px wide`)
        const { shift, shifted, overflow } = await page.evaluate(
          () =>
            new Promise<{ shift: number; shifted: string[]; overflow: number }>((resolve) => {
              let shift = 0
              const shifted: string[] = []
              type Shift = PerformanceEntry & {
                value: number
                hadRecentInput: boolean
                sources?: { node?: Node }[]
              }
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as Shift[]) {
                  if (entry.hadRecentInput) continue
                  // The site header's own settling (theme switch, emergency strip) is the shell's,
                  // held by its own tests; what moves here because of a picture is what counts.
                  const inHeader = (node?: Node) =>
                    Boolean((node instanceof Element ? node : node?.parentElement)?.closest('header'))
                  const sources = entry.sources ?? []
                  if (sources.length > 0 && sources.every((source) => inHeader(source.node))) continue
                  shift += entry.value
                  for (const source of entry.sources ?? []) {
                    const node = source.node
                    const className = node instanceof Element ? (node.getAttribute('class') ?? '') : ''
                    shifted.push(`${node?.nodeName ?? '?'}.${className.slice(0, 40)}`)
                  }
                }
              }).observe({ type: 'layout-shift', buffered: true })
              setTimeout(
                () =>
                  resolve({
                    shift,
                    shifted,
                    overflow: document.documentElement.scrollWidth - window.innerWidth,
                  }),
                300,
              )
            }),
        )
        if (shift > 0) failures.push(`${pagePath}: layout shift ${shift.toFixed(4)} (${shifted.join(', ')})`)
        if (overflow > 0) failures.push(`${pagePath}: ${overflow} px wider than the screen`)
        const violations = await axeViolations(page)
        if (violations.length) failures.push(`${pagePath}: ${violations.join('; ')}`)
      }
      expect(failures, failures.join('\n')).toEqual([])
      expect(foreign).toEqual([])
      await context.close()
    })
  }
}

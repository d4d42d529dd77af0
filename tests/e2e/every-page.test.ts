import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import { sidewaysOverflow } from './layout'
import { chunk, sitePages } from './site'

const pages = sitePages().map(({ path }) => path)

/** The rules whose outcome depends on colours: all a change of theme can affect. */
const colourRules = ['color-contrast', 'link-in-text-block']

type Scheme = 'light' | 'dark'
const other = (scheme: Scheme): Scheme => (scheme === 'light' ? 'dark' : 'light')

/**
 * The other theme, switched as the theme control switches it (features/theme/theme.ts): the
 * `dark` class on <html>, with transitions held while the colours change.
 */
async function switchTheme(page: Page, scheme: Scheme) {
  await page.evaluate((dark) => {
    const root = document.documentElement
    root.classList.add('theme-changing')
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    getComputedStyle(root).getPropertyValue('color')
  }, scheme === 'dark')
}

/**
 * Every prerendered page, as it is loaded once per width, in parts so both workers share the
 * sweep:
 * - axe-core with every default rule (WCAG 2.x A and AA and best practices) in one theme, then
 *   the colour rules in the other: a theme changes colours only, so the two runs cover every rule
 *   in both themes at that width;
 * - at 375 px, and at 320 px by narrowing the same page, no sideways scrolling (WCAG 1.4.10).
 */
const views = [
  { width: 1280, height: 900, scheme: 'light', sideways: [] },
  { width: 375, height: 812, scheme: 'dark', sideways: [375, 320] },
] as const

for (const { width, height, scheme, sideways } of views) {
  for (const [index, part] of chunk(pages, 8).entries()) {
    const name = `at ${width} px, every rule in both themes${sideways.length ? ', no sideways scrolling' : ''}`
    test(`${name}: part ${index + 1}`, async ({ browser }) => {
      test.setTimeout(part.length * 8_000 + 60_000)
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme })
      const page = await context.newPage()
      const failures: string[] = []
      const report = (where: string, lines: string[]) => {
        if (lines.length) failures.push(`${where}\n    ${lines.join('\n    ')}`)
      }
      for (const path of part) {
        await page.goto(path)
        report(`${path} at ${width} px, ${scheme}`, await axeViolations(page))
        for (const narrow of sideways) {
          await page.setViewportSize({ width: narrow, height })
          const overflow = await sidewaysOverflow(page)
          if (overflow)
            report(`${path} at ${narrow} px scrolls sideways (${overflow.scrollWidth} px)`, overflow.culprits)
        }
        await page.setViewportSize({ width, height })
        await switchTheme(page, other(scheme))
        report(`${path} at ${width} px, ${other(scheme)}`, await axeViolations(page, colourRules))
      }
      await context.close()
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
}

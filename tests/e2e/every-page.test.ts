import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { layouts } from '#shared/content/families'
import { layoutOf } from '#app/view/page-data.server'
import { axeViolations, colourRules, preloadAxe } from './axe'
import { clientDir } from './built-page'
import { hydrated } from './hydrated'
import { sidewaysOverflow } from './layout'
import { asServed, scanPages } from './scan'
import { chunk, sitePages, templatePages } from './site'

/**
 * Accessibility and reflow of the whole site, in two sweeps:
 * - every template in each language as a person gets it (hydrated) at 375 and 1280 px, light
 *   and dark: every axe rule, and no sideways scrolling. The colour rules need the rendered
 *   page in its theme; the pages are those that between them show every kind of element each
 *   template shows (templatePages in site.ts), so no colour goes unmeasured;
 * - every page as it is served, before the site's code runs, at 320 px: every axe rule but the
 *   colour ones, and no sideways scrolling (WCAG 1.4.10). The stylesheet changes nothing
 *   between 320 and 375 px (checked below), so a page that fits at 320 fits at 375.
 */

const site = sitePages()
const pages = site.map(({ path: pagePath }) => pagePath)
const templates = templatePages()

/** Sideways scrolling at the page's width, as a problem line. */
async function sideways(page: Page): Promise<string[]> {
  const overflow = await sidewaysOverflow(page)
  return overflow
    ? [`${overflow.scrollWidth} px wide at ${overflow.innerWidth} px: ${overflow.culprits.join(', ')}`]
    : []
}

type Scheme = 'light' | 'dark'

/** Every default axe rule and no sideways scrolling, in the theme the page shows now. */
async function everyRule(page: Page, scheme: Scheme): Promise<string[]> {
  const shown = await page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  )
  if (shown !== scheme) return [`shown in the ${shown} theme, not ${scheme}`]
  return [...(await axeViolations(page)), ...(await sideways(page))].map((line) => `${scheme}: ${line}`)
}

/**
 * Every rule in the theme the page loaded in, then in the other, switched as the system's
 * setting switches it (the page follows it live). The tab stays in the second theme, so the
 * next page loads in it: half the pages load light, half dark, and each is loaded once.
 */
async function bothThemes(page: Page): Promise<string[]> {
  const first: Scheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light'
  const second: Scheme = first === 'dark' ? 'light' : 'dark'
  const problems = await everyRule(page, first)
  await page.emulateMedia({ colorScheme: second })
  const html = expect(page.locator('html'))
  await (second === 'dark' ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/))
  return [...problems, ...(await everyRule(page, second))]
}

/** Every axe rule but the colour ones, and no sideways scrolling. */
const servedPageRules = async (page: Page) => [
  ...(await axeViolations(page, { except: colourRules })),
  ...(await sideways(page)),
]

/** Widths in px at which a stylesheet's media queries change the layout. */
function breakpoints(css: string): number[] {
  return [...css.matchAll(/@media[^{]*/g)].flatMap(([query]) =>
    [...query.matchAll(/width\s*[<>=:]+\s*([\d.]+)(px|rem|em)/g)].map(
      ([, value, unit]) => Number(value) * (unit === 'px' ? 1 : 16),
    ),
  )
}

test('the sweeps cover every page, and every template in each language it has pages in', () => {
  expect(pages.length).toBeGreaterThanOrEqual(400)
  const covered = new Set(templates.map(({ layout, language }) => `${layout} ${language}`))
  const expected = new Set(site.map(({ page, language }) => `${layoutOf(page, language)} ${language}`))
  for (const layout of layouts) expect(expected.has(`${layout} en`), `a page for ${layout}`).toBe(true)
  expect(covered).toEqual(new Set([...expected, 'not-found en', 'not-found es']))
  expect(templates.length).toBeGreaterThanOrEqual(covered.size)
})

test('the stylesheets change nothing between 320 and 375 px', async ({ browser }) => {
  const assets = path.join(clientDir, 'assets')
  const sheets = fs.readdirSync(assets).filter((file) => file.endsWith('.css'))
  expect(sheets.length).toBeGreaterThan(0)
  const found = sheets.flatMap((file) => breakpoints(fs.readFileSync(path.join(assets, file), 'utf8')))
  expect(found).toContain(640)
  expect(found.filter((width) => width > 320 && width <= 375)).toEqual([])
  // A query in between would be seen.
  expect(breakpoints('@media (width>=22rem){a{b:c}}@media (min-width: 340px){}')).toEqual([352, 340])
  // Container queries depend on the box, not the screen: a diagram, the one box that has them,
  // shows its numbered key at both widths (diagrams.css), and its labels on a wider screen.
  const keyShown = async (width: number) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    await page.goto('/conditions/glaucoma')
    const display = await page
      .locator('.dg-key')
      .first()
      .evaluate((key) => getComputedStyle(key).display)
    await page.close()
    return display !== 'none'
  }
  expect([await keyShown(320), await keyShown(375), await keyShown(1280)]).toEqual([true, true, false])
})

for (const width of [375, 1280]) {
  for (const [index, part] of chunk(templates, 3).entries()) {
    test(`every template at ${width} px, light and dark: every rule, part ${index + 1}`, async ({
      browser,
    }) => {
      test.setTimeout(part.length * 8_000 + 30_000)
      const problems = await scanPages(
        browser,
        part.map(({ path: pagePath }) => pagePath),
        bothThemes,
        { viewport: { width, height: 900 }, ready: hydrated, prepare: preloadAxe },
      )
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

for (const [index, part] of chunk(pages, 6).entries()) {
  test(`every page as served at 320 px: all but the colour rules, no sideways scrolling, part ${index + 1}`, async ({
    browser,
  }) => {
    test.setTimeout(part.length * 2_000 + 30_000)
    const problems = await scanPages(browser, part, servedPageRules, {
      viewport: { width: 320, height: 800 },
      prepare: async (context) => {
        await asServed(context)
        await preloadAxe(context)
      },
    })
    expect(problems, problems.join('\n')).toEqual([])
  })
}

test('the sweeps find what they look for: a picture without a text alternative, faint text, a page too wide', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } })
  await asServed(context)
  // A served page with three faults added, without the site's policy so its inline styles apply.
  await context.route('**/faulty', async (route) => {
    const served = await route.fetch({ url: new URL('/contact', route.request().url()).href })
    const faults =
      '<img src="/favicon.ico"><p style="color:#ccc;background:#fff">Faint</p><div style="width:900px">Wide</div>'
    await route.fulfill({
      contentType: 'text/html',
      body: (await served.text()).replace('<main', `${faults}<main`),
    })
  })
  const page = await context.newPage()
  await page.goto('/faulty')
  const rendered = (await everyRule(page, 'light')).join('\n')
  expect(rendered).toMatch(/^light: image-alt: /m)
  expect(rendered).toMatch(/^light: color-contrast: /m)
  expect(rendered).toMatch(/px wide at 320 px: div → 9\d\dpx/)
  expect(await everyRule(page, 'dark')).toEqual(['shown in the light theme, not dark'])
  const served = (await servedPageRules(page)).join('\n')
  expect(served).toMatch(/^image-alt: /m)
  expect(served).not.toMatch(/^color-contrast: /m)
  expect(served).toMatch(/px wide at 320 px: div → 9\d\dpx/)
  await context.close()
})

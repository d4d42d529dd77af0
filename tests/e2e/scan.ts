import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from '@playwright/test'

export interface ScanOptions extends BrowserContextOptions {
  /** Pages open at once in the context: loads and checks overlap, one browser context serves all. */
  tabs?: number
  /** How far each load goes before the check: `domcontentloaded` does not wait for pictures. */
  waitUntil?: 'commit' | 'domcontentloaded' | 'load'
  /** What each page needs before it is checked, e.g. `hydrated` for what a person acts on. */
  ready?: (page: Page) => Promise<void>
  /** Sets the context up before the first page, e.g. `asServed`. */
  prepare?: (context: BrowserContext) => Promise<unknown>
}

/**
 * Keeps a context's pages as served, before the site's code: its modules are never fetched, so
 * nothing hydrates, while the page's inline scripts (the theme) run, and so can a check's own
 * scripts (axe). Cheaper than waiting for hydration, and the same page every time.
 * (`javaScriptEnabled: false` would stop a check's asynchronous scripts too.)
 */
export const asServed = (context: BrowserContext) => context.route('**/assets/*.js', (route) => route.abort())

/** What a check says about one page: one line per problem, none when all is well. */
export type PageCheck = (page: Page, path: string, response: Response | null) => Promise<string[]>

/**
 * Visits every path in one browser context, `tabs` pages at a time, and runs `check` on each
 * once loaded; returns the problems found, each line led by its path. Much cheaper than a test
 * or a context per page: the browser, the context and its cache are made once, and one page's
 * network wait overlaps another's checks. Use it for any check that loops over many pages:
 *
 *   const problems = await scanPages(browser, paths, async (page) => [...], { viewport, tabs: 3 })
 *   expect(problems, problems.join('\n')).toEqual([])
 */
export async function scanPages(
  browser: Browser,
  paths: readonly string[],
  check: PageCheck,
  { tabs = 2, waitUntil = 'load', ready, prepare, ...contextOptions }: ScanOptions = {},
): Promise<string[]> {
  const context = await browser.newContext(contextOptions)
  await prepare?.(context)
  const queue = [...paths]
  const found = new Map<string, string[]>()
  const tab = async () => {
    const page = await context.newPage()
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await page.goto(path, { waitUntil })
      await ready?.(page)
      found.set(path, await check(page, path, response))
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(tabs, paths.length) }, tab))
  } finally {
    await context.close()
  }
  // In the order given, whichever tab finished first.
  return paths.flatMap((path) => (found.get(path) ?? []).map((problem) => `${path}: ${problem}`))
}

import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { chunk, sitePages } from './site'

const axeSource = createRequire(import.meta.url)('axe-core').source as string
const pages = sitePages().map(({ path }) => path)
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

// axe is injected as an inline script, which the site's CSP rightly refuses; csp.test.ts checks the policy.
test.use({ bypassCSP: true })

/** axe-core on every prerendered page, in parts so both workers share the scan. */
for (const [index, part] of chunk(pages, 8).entries()) {
  test(`axe finds no violations, part ${index + 1}`, async ({ page }) => {
    test.setTimeout(part.length * 4_000 + 30_000)
    const failures: string[] = []
    for (const path of part) {
      await page.goto(path, { waitUntil: 'load' })
      await page.addScriptTag({ content: axeSource })
      const violations = await page.evaluate(async (runOnly) => {
        const result = await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { runOnly })
        return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
      }, tags)
      if (violations.length) failures.push(`${path}\n    ${violations.join('\n    ')}`)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
}

test('dark theme passes the contrast checks on a sample of pages', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', bypassCSP: true })
  const page = await context.newPage()
  const failures: string[] = []
  for (const path of ['/', '/es', '/conditions', '/conditions/stye', ...pages.filter((p) => p.includes('emerg')).slice(0, 2)]) {
    await page.goto(path)
    await page.addScriptTag({ content: axeSource })
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { runOnly: ['color-contrast'] })
      return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
    })
    if (violations.length) failures.push(`${path} ${violations.join('; ')}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
  await context.close()
})

import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'
import { chunk, sitePages } from './site'

const pages = sitePages().map(({ path }) => path)

/** axe-core on every prerendered page, in parts so both workers share the scan. */
for (const [index, part] of chunk(pages, 8).entries()) {
  test(`axe finds no violations, part ${index + 1}`, async ({ page }) => {
    test.setTimeout(part.length * 4_000 + 30_000)
    const failures: string[] = []
    for (const path of part) {
      await page.goto(path, { waitUntil: 'load' })
      const violations = await axeViolations(page)
      if (violations.length) failures.push(`${path}\n    ${violations.join('\n    ')}`)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
}

test('dark theme passes the contrast checks on a sample of pages', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  const failures: string[] = []
  for (const path of [
    '/',
    '/es',
    '/conditions',
    '/conditions/stye',
    ...pages.filter((p) => p.includes('emerg')).slice(0, 2),
  ]) {
    await page.goto(path)
    const violations = await axeViolations(page, ['color-contrast'])
    if (violations.length) failures.push(`${path} ${violations.join('; ')}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
  await context.close()
})

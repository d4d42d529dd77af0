import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'
import { chunk, sitePages } from './site'

const pages = sitePages().map(({ path }) => path)

/**
 * axe-core, every default rule, on every prerendered page: at 1280 px in the light theme and at
 * 375 px in the dark one, in parts so both workers share the scan. The two other combinations
 * run on a sample below.
 */
const views = [
  { width: 1280, height: 900, colorScheme: 'light' },
  { width: 375, height: 812, colorScheme: 'dark' },
] as const

for (const { width, height, colorScheme } of views) {
  for (const [index, part] of chunk(pages, 8).entries()) {
    test(`axe finds no violations at ${width} px, ${colorScheme}, part ${index + 1}`, async ({ browser }) => {
      test.setTimeout(part.length * 4_000 + 30_000)
      const context = await browser.newContext({ viewport: { width, height }, colorScheme })
      const page = await context.newPage()
      const failures: string[] = []
      for (const path of part) {
        await page.goto(path, { waitUntil: 'load' })
        const violations = await axeViolations(page)
        if (violations.length) failures.push(`${path}\n    ${violations.join('\n    ')}`)
      }
      await context.close()
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
}

test('the other width and theme pairs pass every rule on a sample of pages', async ({ browser }) => {
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
    for (const [width, scheme] of [
      [1280, 'dark'],
      [375, 'light'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      const violations = await axeViolations(page)
      if (violations.length) failures.push(`${path} at ${width} px, ${scheme}: ${violations.join('; ')}`)
    }
  }
  expect(failures, failures.join('\n')).toEqual([])
  await context.close()
})

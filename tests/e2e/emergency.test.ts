import { expect, test } from '@playwright/test'
import { hydrated } from './hydrated'
import { scanPages } from './scan'
import { pagesOf } from '#shared/content/registry.server'
import type { Emergency } from '#shared/content/schema'

/** A small phone's first screen: 375 × 667 CSS pixels (iPhone SE / 8). */
const phone = { width: 375, height: 667 }
const emergencies = pagesOf('emergency', 'en')

test.describe('emergency pages', () => {
  for (const language of ['en', 'es'] as const) {
    test(`every ${language} topic shows its urgency and first step in the first screen at 375 px`, async ({
      browser,
    }) => {
      expect(emergencies.length).toBeGreaterThanOrEqual(40)
      const byPath = new Map(
        emergencies.map((entry) => [entry.paths[language]!, entry.data[language] as Emergency]),
      )
      const problems = await scanPages(
        browser,
        [...byPath.keys()],
        async (page, path) => {
          const front = byPath.get(path)!
          const failures: string[] = []
          const urgency = await page.getByTestId('urgency').boundingBox()
          const firstStep = page.getByTestId('do-now').getByRole('listitem').first()
          const step = await firstStep.boundingBox()
          const stepText = (await firstStep.textContent())?.trim()
          if (!urgency || urgency.y + urgency.height > phone.height)
            failures.push('urgency below the first screen')
          // The fixed call bar covers the bottom of the screen: the step must start above it.
          const bar = await page.getByTestId('call-bar').boundingBox()
          const visibleBottom = bar ? bar.y : phone.height
          if (!step || step.y + 24 > visibleBottom)
            failures.push(`first step starts at ${step?.y}, screen ends at ${visibleBottom}`)
          if (stepText !== front.doNow[0]) failures.push(`first step is "${stepText}"`)
          const calls = await page
            .locator('main a[href^="tel:"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
          if (front.urgency === 'emergency-room' && !calls.includes('tel:911')) failures.push('no 911 link')
          if (!calls.some((href) => href?.startsWith('tel:+1'))) failures.push('no link to call the office')
          return failures
        },
        { viewport: phone, javaScriptEnabled: false },
      )
      expect(problems, problems.join('\n')).toEqual([])
    })
  }

  // Every topic's switch leads to its Spanish slug and back in the built pages
  // (tests/built/language-switch.test.ts); here a person follows it on one topic.
  test('the language switcher follows the Spanish slug of a topic, and back', async ({ page }) => {
    const entry = emergencies.find((candidate) => candidate.paths.es !== `/es${candidate.paths.en}`)!
    await page.goto(entry.paths.en!)
    await hydrated(page)
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(entry.paths.es!)
    await expect(page.getByTestId('urgency')).toBeVisible()
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(entry.paths.en!)
  })

  test('the index lists every topic, most urgent first', async ({ page }) => {
    expect(emergencies.length).toBeGreaterThanOrEqual(40)
    for (const language of ['en', 'es'] as const) {
      await page.goto(language === 'en' ? '/emergency' : '/es/emergencia')
      const links = page.getByTestId('index-results').getByRole('link')
      await expect(links).toHaveCount(emergencies.length)
      const headings = await page
        .getByTestId('index-results')
        .getByRole('heading', { level: 2 })
        .allTextContents()
      expect(headings[0]).toMatch(language === 'en' ? /911|emergency room/i : /911|emergencias/i)
    }
  })
})

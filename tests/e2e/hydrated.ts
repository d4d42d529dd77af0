import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page is ready: the island loader has attached the page-wide handlers and every
 * island that starts on its own has started (app/entry.client.ts).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the prerendered page, so its handlers are attached. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

import { expect, test, type Page } from '@playwright/test'
import { watchViolations } from './csp-violations'
import { openFormsEarlier } from './forms'
import { hydrated } from './hydrated'

/**
 * The Content-Security-Policy allows inline scripts and the page's one inline stylesheet by hash
 * only. These visits use every template and the interactive parts (filter, dialogs, menu,
 * toasts, form), and fail on any violation the browser reports, in the console or as an event.
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  const csp = response?.headers()['content-security-policy']
  expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
  expect(csp, path).toMatch(/style-src 'self' 'sha256-[\w+/]+=';/)
  // The inline stylesheet applies: the skip link is out of the flow until focused.
  expect(
    await page
      .locator('a[href="#main"]')
      .first()
      .evaluate((link) => getComputedStyle(link).position),
    path,
  ).toBe('absolute')
  await hydrated(page)
}

test.describe('content security policy', () => {
  test('home, condition, emergency and treatment pages run without a violation, in both languages', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    for (const path of [
      '/',
      '/es',
      '/conditions/glaucoma',
      '/es/conditions/keratoconus',
      '/emergency/chemical-burn',
      '/es/emergencia/quemadura-quimica',
      '/keratoconus/corneal-cross-linking',
      '/laser-treatments/smile-lasik',
    ]) {
      await visit(page, path)
    }
    // A client-side navigation fetches route data and code under the same policy.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    expect(violations).toEqual([])
  })

  test('the appointment dialog, the phone menu and a toast run without a violation', async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(page)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await visit(page, '/')
    await page.getByRole('link', { name: 'Request an appointment' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request an appointment' })
    await expect(dialog).toBeVisible()
    // The scroll lock still works, through a constructed stylesheet rather than a <style> element.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await visit(page, '/locations')
    await page
      .getByRole('button', { name: /Copy address/ })
      .first()
      .click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText(/Address copied|Could not copy/)).toBeVisible()
    // sonner's stylesheet applies: the toaster is positioned, not in the page flow.
    expect(
      await toasts
        .locator('ol')
        .first()
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe('fixed')
    expect(violations).toEqual([])
  })

  test('the conditions filter, the contact form and the not-found page run without a violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await openFormsEarlier(page)
    await visit(page, '/conditions')
    await page.getByRole('searchbox').fill('hordeolum')
    await expect(page.getByTestId('index-results').getByRole('link')).toHaveCount(1)

    await visit(page, '/contact')
    const form = page.locator('#message-form')
    await form.getByLabel('Name', { exact: true }).fill(`CSP check ${Date.now()}`)
    await form.getByLabel('Phone', { exact: true }).fill('(714) 555-0190')
    await form.getByLabel('Message').fill('Checking that sending works under the security policy.')
    await form.getByTestId('contact-submit').click()
    await expect(page.getByTestId('contact-confirmation')).toBeVisible()

    const missing = await page.goto('/no-such-page')
    expect(missing?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
  })
})

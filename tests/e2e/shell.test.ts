import { expect, test } from '@playwright/test'
import { hydrated } from './hydrated'
import { practice } from '../../shared/practice'
import { getRegistry } from '#shared/content/registry.server'

/** A page whose Spanish URL uses its own words (not just the /es prefix). */
function pageWithSpanishSlug() {
  const page = getRegistry().pages.find(
    (entry) => entry.paths.en && entry.paths.es && entry.paths.es !== `/es${entry.paths.en}`,
  )
  if (!page) throw new Error('no page with a Spanish slug')
  return { en: page.paths.en!, es: page.paths.es! }
}

test.describe('language', () => {
  test('the switcher goes to the counterpart page and back, and stores the choice', async ({ page }) => {
    const pair = pageWithSpanishSlug()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.goto(pair.en)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const englishTitle = await page.title()
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(pair.es)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).not.toHaveTitle(englishTitle)
    // The interface strings of the other language arrive with the navigation, not with the code.
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(pair.en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    expect(warnings.filter((text) => text.includes('interface string'))).toEqual([])
  })

  test('a Spanish path stores Spanish; a Spanish browser is offered the Spanish page without a redirect', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' })
    const page = await context.newPage()
    await page.goto('/conditions')
    await hydrated(page)
    await expect(page).toHaveURL('/conditions')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const notice = page.getByTestId('language-notice')
    await expect(notice).toContainText('Esta página también está en español')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
    await notice.getByRole('link').click()
    await expect(page).toHaveURL('/es/conditions')
    await context.close()
  })
})

test.describe('theme', () => {
  test('the choice is applied at once and survives a reload without a flash', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('radio', { name: 'Dark' }).first().check({ force: true })
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    // The class must already be there in the first paint, before React hydrates.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})

/** Tuesday, January 8, 2030, 10:00 in Los Angeles: every office is open. */
const openHour = new Date('2030-01-08T18:00:00Z')

test.describe('call bar', () => {
  test('is shown on a 375 px screen with the topic number, labelled as its line, hidden at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.clock.setFixedTime(openHour)
    await page.goto('/conditions/keratoconus')
    await hydrated(page)
    const bar = page.getByTestId('call-bar')
    await expect(bar).toBeVisible()
    await expect(bar).toContainText(`Keratoconus line ${practice.phones.keratoconus.display}`)
    await expect(bar.getByRole('link')).toHaveAttribute('href', `tel:${practice.phones.keratoconus.e164}`)
    await page.goto('/conditions/stye')
    await hydrated(page)
    await expect(bar).toContainText(practice.phones.main.display)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(bar).toBeHidden()
  })

  test('speaks Spanish on Spanish pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.clock.setFixedTime(openHour)
    await page.goto('/es/conditions/dry-eye')
    await hydrated(page)
    await expect(page.getByTestId('call-bar')).toContainText(
      `Línea de ojo seco ${practice.phones.dryEye.display}`,
    )
    await page.goto('/es/conditions/stye')
    await hydrated(page)
    await expect(page.getByTestId('call-bar')).toContainText(`Llame ahora ${practice.phones.main.display}`)
  })
})

test.describe('page furniture', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/conditions/stye')
    await hydrated(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main')).toBeFocused()
    await expect(page.locator('html')).toHaveAttribute('data-keyboard', 'true')
    await page.mouse.down()
    await expect(page.locator('html')).not.toHaveAttribute('data-keyboard')
  })

  test('the scroll-to-top button appears past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/conditions/stye')
    await hydrated(page)
    const button = page.getByTestId('scroll-to-top')
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 250))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('"/" focuses the search field, but not while typing; Escape activates a Close control', async ({
    page,
  }) => {
    await page.goto('/conditions')
    await hydrated(page)
    const search = page.getByRole('searchbox')
    await page.locator('body').press('/')
    await expect(search).toBeFocused()
    await search.pressSequentially('gla/')
    await expect(search).toHaveValue('gla/')
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the conditions filter narrows the list as you type', async ({ page }) => {
    await page.goto('/conditions')
    await hydrated(page)
    const links = page.getByTestId('index-results').getByRole('link')
    const before = await links.count()
    expect(before).toBeGreaterThan(100)
    await page.getByRole('searchbox').fill('stye')
    // The stye page, and the few whose summaries mention styes (chalazion...), nothing else.
    await expect(links.filter({ hasText: /^Stye/ })).toHaveCount(1)
    await expect.poll(() => links.count()).toBeLessThan(6)
    await page.getByRole('searchbox').fill('zzzz')
    await expect(links).toHaveCount(0)
    await expect(page.getByText(/No page matches “zzzz”/)).toBeVisible()
  })

  test('a route change scrolls to the top and shows the new page', async ({ page }) => {
    await page.goto('/conditions/stye')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('toasts', () => {
  test('a toast appears in the notifications region and closes by itself', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    await page.goto('/locations')
    await hydrated(page)
    await page.getByRole('button', { name: 'Copy address' }).first().click()
    const region = page.getByRole('region', { name: /Notifications/ })
    const toast = region.getByText('Address copied')
    await expect(toast).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(practice.offices[0]!.street)
    await expect(toast).toBeHidden({ timeout: 8_000 })
    await context.close()
  })
})

import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import { hydrated } from './hydrated'

/** Site search in the browser (Pagefind, per language). */

const pagefindRequests = (page: Page) => {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) seen.push(request.url())
  })
  return seen
}

test.describe('site search', () => {
  test('"dry eye" on an English page finds /conditions/dry-eye, chosen with the keyboard', async ({
    page,
  }) => {
    const requests = pagefindRequests(page)
    await page.goto('/conditions/stye')
    await hydrated(page)
    expect(requests, 'nothing of search loads with the page').toEqual([])

    await page.locator('body').press('/')
    const box = page.getByRole('combobox', { name: 'Search this site' })
    await expect(box).toBeFocused()
    await box.pressSequentially('dry eye')
    const option = page.getByRole('option', { name: /^Dry eye/ })
    await expect(option).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /results? for “dry eye”/ })).toBeAttached()
    expect(requests.some((request) => request.includes('/pagefind/pagefind.js'))).toBe(true)

    const options = page.getByRole('option')
    const index = (await options.allInnerTexts()).findIndex((text) => text.startsWith('Dry eye'))
    for (let step = 0; step <= index; step++) await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
    await expect(option).toHaveAttribute('aria-selected', 'true')
    expect(await axeViolations(page)).toEqual([])
    await box.press('Enter')
    await expect(page).toHaveURL('/conditions/dry-eye')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dry eye')
  })

  test('"queratocono" on a Spanish page finds the Spanish keratoconus pages only', async ({ page }) => {
    await page.goto('/es/conditions/stye')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Buscar en este sitio' })
    await box.click()
    await box.pressSequentially('queratocono')
    await expect(page.getByRole('option', { name: /^Queratocono/ })).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    // The last option opens the full results page; the rest are Spanish pages.
    await box.press('ArrowUp')
    await box.press('Enter')
    await expect(page).toHaveURL('/es/search?q=queratocono')
    const results = page.getByRole('list', { name: 'Resultados' }).getByRole('link')
    await expect(results.first()).toBeVisible()
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain('/es/conditions/keratoconus')
    expect(hrefs).toContain('/es/queratocono/reticulacion-corneal')
    expect(hrefs.every((href) => href?.startsWith('/es'))).toBe(true)
    await expect(page.getByTestId('search-status')).toContainText('resultados para «queratocono»')
    expect(await axeViolations(page)).toEqual([])

    // Arrow keys walk the results and back up to the field.
    await page.getByRole('searchbox', { name: 'Buscar en este sitio' }).press('ArrowDown')
    await expect(results.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(results.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('searchbox', { name: 'Buscar en este sitio' })).toBeFocused()
  })

  test('"/" keeps the page’s own filter first; Escape closes the results, then clears', async ({ page }) => {
    await page.goto('/conditions')
    await hydrated(page)
    await page.locator('body').press('/')
    await expect(page.getByRole('searchbox', { name: 'Filter this list' })).toBeFocused()

    await page.goto('/about')
    await hydrated(page)
    await page.locator('body').press('/')
    const box = page.getByRole('combobox', { name: 'Search this site' })
    await expect(box).toBeFocused()
    await box.pressSequentially('glaucoma')
    await expect(page.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(box).toHaveValue('glaucoma')
    await box.press('Escape')
    await expect(box).toHaveValue('')
  })

  test('without JavaScript the search page is a GET form that points to the topic indexes', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/search?q=dry+eye')
    await expect(page.getByText('Results appear here once the page has finished loading.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Eye conditions A to Z' })).toHaveAttribute(
      'href',
      '/conditions',
    )
    await page.goto('/about')
    // The header's box (wide screens) submits to the search page too.
    await page.getByRole('combobox', { name: 'Search this site' }).fill('glaucoma')
    await page.getByRole('combobox', { name: 'Search this site' }).press('Enter')
    await expect(page).toHaveURL('/search?q=glaucoma')
    await context.close()
  })
})

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
    // Each result says what it is (its section) before its title.
    const option = page.getByRole('option', { name: /^Conditions\s*Dry eye/ })
    await expect(option).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /results? for “dry eye”/ })).toBeAttached()
    // Both languages' indexes are searched.
    for (const language of ['en', 'es'])
      expect(requests.some((request) => request.includes(`/pagefind/${language}/pagefind.js`))).toBe(true)

    const options = page.getByRole('option')
    const index = (await options.allInnerTexts()).findIndex((text) => /^conditions\s*dry eye/i.test(text))
    for (let step = 0; step <= index; step++) await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
    await expect(option).toHaveAttribute('aria-selected', 'true')
    expect(await axeViolations(page)).toEqual([])
    await box.press('Enter')
    await expect(page).toHaveURL('/conditions/dry-eye')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dry eye')
  })

  test('"queratocono" on a Spanish page finds the Spanish keratoconus pages first', async ({ page }) => {
    await page.goto('/es/conditions/stye')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Buscar en este sitio' })
    await box.click()
    await box.pressSequentially('queratocono')
    await expect(page.getByRole('option', { name: /Queratocono/ }).first()).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    // The last option opens the full results page; the rest are Spanish pages.
    await box.press('ArrowUp')
    await box.press('Enter')
    await expect(page).toHaveURL('/es/search?q=queratocono')
    const results = page.getByRole('list', { name: 'Resultados' }).getByRole('link')
    await expect(results.first()).toBeVisible()
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.slice(0, 3)).toContain('/es/conditions/keratoconus')
    expect(hrefs).toContain('/es/queratocono/deteccion-temprana')
    expect(hrefs.slice(0, 5).every((href) => href?.startsWith('/es'))).toBe(true)
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

  test('an English-only page answers a Spanish query, labelled and marked as English', async ({ page }) => {
    await page.goto('/es/search?q=cirug%C3%ADa%20de%20cataratas')
    const results = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')
    const surgery = results.filter({ has: page.locator('a[href="/laser-treatments/cataract-surgery"]') })
    await expect(surgery).toHaveAttribute('lang', 'en')
    await expect(surgery.getByTestId('result-language')).toHaveText('English')
    const top = await results.evaluateAll((items) =>
      items.slice(0, 3).map((item) => item.querySelector('a')?.getAttribute('href')),
    )
    expect(top).toContain('/laser-treatments/cataract-surgery')
    expect(top).toContain('/es/conditions/cataract')
    const spanish = results.filter({ has: page.locator('a[href="/es/conditions/cataract"]') })
    await expect(spanish.getByTestId('result-language')).toHaveCount(0)
  })

  test('nonsense finds nothing, and the next steps are the emergency page and the phone', async ({
    page,
  }) => {
    await page.goto('/about')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search this site' })
    await box.click()
    await box.pressSequentially('xqzv')
    await expect(page.getByRole('option', { name: 'Eye emergency?' })).toBeVisible()
    const seeAll = page.getByRole('option', { name: /No results for “xqzv”/ })
    await expect(seeAll).toBeVisible()
    await box.press('ArrowUp')
    await box.press('Enter')
    await expect(page).toHaveURL('/search?q=xqzv')
    await expect(page.getByTestId('search-status')).toHaveText('No results for “xqzv”.')
    const next = page.getByTestId('search-next-steps')
    await expect(next.getByRole('link', { name: 'Eye emergency?' })).toHaveAttribute('href', '/emergency')
    await expect(next.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1/)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a red-flag word puts its emergency page first, marked, apart from the condition of the same name', async ({
    page,
  }) => {
    await page.goto('/es/search?q=cortina')
    const results = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')
    await expect(results.first()).toHaveAttribute('lang', 'es')
    await expect(results.first().getByTestId('result-urgency')).toHaveText(
      'Emergencia · Vaya a emergencias ya',
    )
    await expect(results.first().getByRole('link')).toHaveAttribute(
      'href',
      '/es/emergencia/desprendimiento-de-retina',
    )
    // The condition page on retinal detachment says it is a condition.
    const condition = results.filter({ has: page.locator('a[href="/es/conditions/retinal-detachment"]') })
    await expect(condition.getByTestId('result-urgency')).toHaveCount(0)
    await expect(condition).toContainText('Enfermedades')
    expect(await axeViolations(page)).toEqual([])
  })

  test('snippets begin at the start of a sentence, without the numbers of a diagram’s key', async ({
    page,
  }) => {
    // "curtain" is in the key of the retinal detachment diagram: "4 A shadow or curtain…".
    for (const query of ['floaters', 'curtain over my vision']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      const snippets = page.getByRole('list', { name: 'Results' }).getByRole('listitem').locator('a + span')
      await expect(snippets.first()).toBeVisible()
      for (const text of (await snippets.allInnerTexts()).slice(0, 6)) {
        expect(text, text).toMatch(/^(?:… |[¿¡"“(]?[\p{Lu}\d])/u)
        expect(text, text).not.toMatch(/^\d+\p{L}/u)
      }
    }
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

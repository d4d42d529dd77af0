import { expect, test, type Page } from '@playwright/test'
import { getRegistry, shownIn } from '../../shared/content/registry.server'
import { builtHtml } from './built-page'
import { watchViolations } from './csp-violations'
import { hydrated } from './hydrated'

/**
 * The language switch finds help, and the search page keeps what the visitor typed: on an
 * English-only page "Español" leads to the closest Spanish help and says, in Spanish, that the
 * page is only in English; the search page's switch keeps the query; the phone menu closes.
 */

/**
 * English-only pages of each kind: one whose content names its `closest` Spanish page, one led to
 * its first related page. Where every such page leads, before any script, is checked on the
 * built HTML (tests/built/language-switch.test.ts); here the switch is followed as a person does.
 */
const englishOnly = getRegistry().pages.filter((page) => page.paths.en && !page.paths.es)
const samples = [
  englishOnly.find((page) => shownIn(page, 'en').data.closest),
  englishOnly.find((page) => !shownIn(page, 'en').data.closest && page.family !== 'laser'),
].map((page) => page?.paths.en)

/** The href the prerendered page gives its header switcher. */
const switcherHref = (path: string) =>
  builtHtml(path)
    .match(/<a [^>]*data-testid="language-switcher"[^>]*>/)?.[0]
    .match(/ href="([^"]+)"/)?.[1]
    ?.replaceAll('&amp;', '&')

async function switchLanguage(page: Page) {
  await page.getByTestId('language-switcher').first().click()
}

test('an English-only page switches to the closest Spanish help, which says the page is only in English', async ({
  page,
}) => {
  expect(samples).toEqual([expect.any(String), expect.any(String)])
  for (const path of samples as string[]) {
    await page.goto(path)
    await hydrated(page)
    const switcher = page.getByTestId('language-switcher').first()
    await expect(switcher, path).toHaveAccessibleName(/solo está en inglés/)
    await switchLanguage(page)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es')
    const arrived = new URL(page.url())
    expect(arrived.searchParams.get('from'), path).toBe(path)
    // The link after hydration is the one prerendered for crawlers and pages before their script.
    expect(`${arrived.pathname}${arrived.search}`, path).toBe(switcherHref(path))
    const notice = page.getByTestId('language-notice')
    await expect(notice, path).toHaveAttribute('lang', 'es')
    await expect(notice, path).toContainText('solo está en inglés')
    await expect(notice.getByRole('link', { name: 'Volver a la página en inglés' }), path).toHaveAttribute(
      'href',
      path,
    )
  }
})

test('the notice closes, and a forged ?from= is ignored', async ({ page }) => {
  await page.goto('/es/conditions/lasik?from=/laser-treatments/premium-lasik')
  await hydrated(page)
  const notice = page.getByTestId('language-notice')
  await notice.getByRole('button', { name: 'Cerrar aviso' }).click()
  await expect(notice).toBeHidden()
  for (const forged of [
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
    '/es/conditions/stye',
  ]) {
    await page.goto(`/es/conditions/lasik?from=${encodeURIComponent(forged)}`)
    await hydrated(page)
    await expect(page.getByTestId('language-notice')).toBeHidden()
  }
})

test('the search page’s switch keeps the query, in the address bar or just typed', async ({ page }) => {
  await page.goto('/search?q=dry+eye')
  await hydrated(page)
  await switchLanguage(page)
  await expect(page).toHaveURL('/es/search?q=dry%20eye')
  await expect(page.getByRole('searchbox', { name: 'Buscar en este sitio' })).toHaveValue('dry eye')
  await expect(page.getByTestId('search-status')).toContainText('«dry eye»')

  await page.getByRole('searchbox').fill('glaucoma')
  await switchLanguage(page)
  await expect(page).toHaveURL('/search?q=glaucoma')
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('glaucoma')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the menu closes after a language switch', async ({ page }) => {
    await page.goto('/conditions/stye')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByTestId('language-switcher').click()
    await expect(page).toHaveURL('/es/conditions/stye')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('touch screens get no keyboard hints', async ({ page }) => {
    await page.goto('/search')
    await hydrated(page)
    await expect(page.getByTestId('keyboard-hint')).toBeHidden()
    await page.goto('/conditions')
    await hydrated(page)
    await expect(page.getByText('Press / to search')).toBeHidden()
  })
})

test('a desktop keeps its keyboard hints', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByTestId('keyboard-hint')).toBeVisible()
  await page.goto('/conditions')
  await expect(page.getByText('Press / to search')).toBeVisible()
})

test('the query is in the field from the first paint, before any code of the app runs', async ({ page }) => {
  const violations = await watchViolations(page)
  // No module ever loads: what shows is the prerendered page and its inline scripts.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/es/search?q=ojo%20seco')
  await expect(page.getByRole('searchbox')).toHaveValue('ojo seco')
  await page.goto('/search')
  await expect(page.getByRole('searchbox')).toHaveValue('')
  expect(violations.filter((line) => !line.startsWith('error:'))).toEqual([])
})

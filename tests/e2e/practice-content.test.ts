import { expect, test } from '@playwright/test'
import { getRegistry } from '#shared/content/registry.server'
import { axeViolations } from './axe'
import { builtHtml } from './built-page'
import { hydrated } from './hydrated'
import { shiftTotal, watchShifts } from './layout-shifts'

/**
 * What the practice's content files add to the pages, in the browser on a 375 px phone: the
 * announcement band, "open now" beside the hours, the team, and the news feeds.
 */

const phone = { width: 375, height: 740 }

/** The announcement the build put in the pages, read from the built home page. */
const builtAnnouncement = builtHtml('/').match(/data-announcement="([^"]+)"/)?.[1]

test.describe('announcement band', () => {
  test.skip(!builtAnnouncement, 'no announcement was current when the site was built')

  test('shows on every page, closes, and stays closed on the next pages without a shift', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await watchShifts(page)
    await page.goto('/')
    await hydrated(page)
    const band = page.getByTestId('announcement')
    const announcement = getRegistry().announcements.find((entry) => entry.id === builtAnnouncement)!
    await expect(band).toBeVisible()
    await expect(band).toContainText(announcement.text.en)
    expect(await axeViolations(page)).toEqual([])

    await band.getByRole('button', { name: 'Close announcement' }).click()
    await expect(band).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    expect(
      await page.evaluate((id) => localStorage.getItem(`announcement-dismissed:${id}`), builtAnnouncement),
    ).toBeTruthy()

    // The next page never paints the band: <html> has the class before the body is laid out.
    await page.goto('/es/contact', { waitUntil: 'commit' })
    await page.waitForSelector('body', { state: 'attached' })
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('announcement-hidden')),
    ).toBe(true)
    await hydrated(page)
    await expect(page.getByTestId('announcement')).toBeHidden()
    expect(await shiftTotal(page)).toBe(0)
  })
})

test.describe('open now', () => {
  test('says which offices are open at a set Los Angeles time, in the reserved space', async ({ page }) => {
    await page.setViewportSize(phone)
    // Monday, January 7, 2030, 9:00 in Los Angeles (17:00 UTC): no closure that far ahead.
    await page.clock.setFixedTime(new Date('2030-01-07T17:00:00Z'))
    await watchShifts(page)
    await page.goto('/contact')
    await hydrated(page)
    const card = (name: string) => page.getByRole('region', { name })
    const status = (name: string) => card(name).getByTestId('open-status')
    await expect(status('Santa Ana (main office)')).toHaveText('Open nowCloses at 5:30 PM')
    await expect(status('Irvine')).toHaveText('Open nowCloses at 6:00 PM')
    await expect(status('Newport Beach')).toHaveText('Closed nowOpens tomorrow at 9:00 AM')
    await expect(status('Newport Beach')).toHaveAttribute('data-state', 'closed')
    expect(await shiftTotal(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('without script, the page still has the weekly hours', async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    const card = page.getByRole('region', { name: 'Santa Ana (main office)' })
    await expect(card).toContainText('Mon–Fri8:30 AM–5:30 PM')
    await expect(card.getByTestId('open-status')).toBeEmpty()
    await context.close()
  })
})

test.describe('team', () => {
  test('is on /es/about, in Spanish, optometrists first, with no accessibility problems', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/es/about')
    await hydrated(page)
    const team = page.getByTestId('team')
    const people = team.getByRole('listitem')
    await expect(people).toHaveCount(getRegistry().team.length)
    await expect(people.first().getByRole('heading', { level: 3 })).toHaveText('Elena Márquez, OD')
    await expect(people.first()).toContainText('Optometrista, queratocono y lentes especiales')
    await expect(people.first()).toContainText('Idiomas:inglés, español')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('news', () => {
  test('the index lists the posts newest first and leads to a post with its author', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/es/noticias')
    await hydrated(page)
    const titles = page.getByTestId('news-list').getByRole('heading', { level: 2 })
    await expect(titles.first()).toHaveText('Horario de fiestas, de Acción de Gracias a Año Nuevo')
    await titles.nth(1).getByRole('link').click()
    await expect(page).toHaveURL('/es/noticias/luz-pulsada-ojo-seco-irvine')
    await page.getByRole('link', { name: 'Por Daniel Okafor, OD' }).click()
    await expect(page).toHaveURL('/es/about#team-daniel-okafor')
    expect(await axeViolations(page)).toEqual([])
  })

  test('site search finds a news post', async ({ page }) => {
    await page.goto('/news')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search this site' })
    await box.click()
    await box.pressSequentially('pulsed light Irvine')
    // The first result, under its section's name.
    await expect(page.getByRole('option').first()).toContainText(
      /^News\s*Intense pulsed light \(IPL\) for dry eye, now in Irvine/i,
    )
  })
})

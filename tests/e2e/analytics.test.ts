import fs from 'node:fs'
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { practice } from '../../shared/practice'
import type { AnalyticsSession } from '../../shared/analytics/record'
import { signIn as signInAs, signInRequest as signInRequestAs } from './admin'
import { axeViolations } from './axe'
import { hydrated } from './hydrated'

const origin = (process.env.SITE_ORIGIN ?? practice.origin).replace(/\/+$/, '')

/**
 * Answers the site's geolocation endpoint as the server would for a visitor in `city` (the test
 * server sees only 127.0.0.1, which it never looks up), and counts the calls.
 */
async function stubGeolocation(context: BrowserContext, city: string) {
  const calls: { accept: string | undefined }[] = []
  await context.route('**/api/geolocation', (route) => {
    calls.push({ accept: route.request().headers().accept })
    return route.fulfill({
      json: {
        country_name: 'United States',
        region: 'California',
        city,
        latitude: 33.81234,
        longitude: -117.8,
        timezone: 'America/Los_Angeles',
      },
      headers: { 'cache-control': 'private, no-store' },
    })
  })
  return calls
}

const storedSessions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('analytics_data') ?? '[]') as AnalyticsSession[])

/** Waits until the analytics chunk has loaded and saved the session with `views` page views. */
async function sessionWithViews(page: Page, views: number) {
  await expect.poll(async () => (await storedSessions(page))[0]?.pageViews, { timeout: 15_000 }).toBe(views)
  return (await storedSessions(page))[0]!
}

async function signIn(page: Page) {
  await signInAs(page)
  await expect(page).toHaveURL(/\/admin\/messages$/)
}

async function signInRequest(request: APIRequestContext) {
  await signInRequestAs(request, '/admin/tools')
}

/** Sessions the server holds from `city` in the last 7 days, through the admin API. */
async function cityCount(request: APIRequestContext, city: string) {
  const report = (await (await request.get('/api/admin/analytics?days=7')).json()) as {
    summary: { topCities: { city: string; count: number }[] }
  }
  return report.summary.topCities.find((entry) => entry.city === city)?.count
}

test.describe('visitor analytics', () => {
  test('visiting pages writes a session to localStorage, loaded after the first screen', async ({ page }) => {
    const calls = await stubGeolocation(page.context(), 'Tustin')
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url())
    })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
    await expect(page).toHaveURL('/privacy')
    const session = await sessionWithViews(page, 2)
    expect(session).toMatchObject({
      page: '/privacy',
      referrer: 'Direct',
      country: 'United States',
      region: 'California',
      city: 'Tustin',
      timezone: 'America/Los_Angeles',
      latitude: 33.81234,
      browser: 'Chrome',
      os: 'Windows', // the Desktop Chrome device profile's user agent
      device: 'Desktop',
      isMobile: false,
      isUSA: true,
      language: 'en-US',
    })
    expect(session.screenResolution).toMatch(/^\d+x\d+$/)
    expect(session.userId).toBe(await page.evaluate(() => localStorage.getItem('analytics_user_id')))
    expect(session.events.map((event) => [event.name, event.properties.href])).toEqual([
      ['page_view', '/'],
      ['page_view', '/privacy'],
    ])
    expect(calls).toEqual([{ accept: 'application/json' }])

    // A phone tap is saved at once, with the link's text and href.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: practice.phones.main.display })
      .last()
      .click()
    await expect
      .poll(async () => (await storedSessions(page))[0]?.events.at(-1))
      .toMatchObject({
        name: 'phone_click',
        properties: { text: practice.phones.main.display, href: `tel:${practice.phones.main.e164}` },
      })

    // The code that did this came later, not with the first page.
    const html = await (await page.request.get('/')).text()
    // Every script the page starts with: the island loader and its imports, named on <html>.
    const named = (attribute: string) =>
      html
        .match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]
        ?.split(' ')
        .filter(Boolean) ?? []
    const firstLoad = [...named('data-islands'), ...named('data-islands-imports')]
    const analyticsChunks = []
    // Every page is a document of its own: each fetches the chunk again (from the cache).
    for (const url of new Set(scripts))
      if ((await (await page.request.get(url)).text()).includes('analytics_data'))
        analyticsChunks.push(new URL(url).pathname)
    expect(analyticsChunks).toHaveLength(1)
    expect(firstLoad.length).toBeGreaterThan(3)
    expect(firstLoad).not.toContain(analyticsChunks[0])
  })

  test('the location comes from the site itself: a local visitor is unknown, with no other origin and no console error', async ({
    page,
  }) => {
    const origins = new Set<string>()
    const errors: string[] = []
    page.on('request', (request) => void origins.add(new URL(request.url()).origin))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/geolocation')
    await page.goto('/')
    await hydrated(page)
    const response = await answer
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(await response.json()).toEqual({
      country_name: null,
      region: null,
      city: null,
      latitude: null,
      longitude: null,
      timezone: null,
    })
    expect(response.request().method()).toBe('GET')
    expect(new URL(response.url()).search).toBe('')

    // Outside the United States a page view is not saved at once; a phone tap is.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: practice.phones.main.display })
      .last()
      .click()
    const session = await sessionWithViews(page, 1)
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(session).toMatchObject({
      country: 'Unknown',
      region: 'Unknown',
      city: 'Unknown',
      latitude: 0,
      longitude: 0,
      timezone: timeZone,
      isUSA: false,
    })
    expect([...origins]).toEqual([new URL(page.url()).origin])
    expect(errors).toEqual([])
  })

  test('with Global Privacy Control nothing is written and nothing is requested', async ({ browser }) => {
    const context = await browser.newContext()
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      }),
    )
    const calls = await stubGeolocation(context, 'Orange')
    const beacons: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/api/analytics')) beacons.push(request.url())
    })
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
    await expect(page).toHaveURL('/privacy')
    // Longer than the idle loader's own deadline, then a full page load (page hide).
    await page.waitForTimeout(5_000)
    await page.goto('/about')
    await hydrated(page)
    await page.waitForTimeout(1_000)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('analytics_data'),
        localStorage.getItem('analytics_user_id'),
      ]),
    ).toEqual([null, null])
    expect(calls).toEqual([])
    expect(beacons).toEqual([])
    await context.close()
  })

  test('hiding the page sends a beacon that the server stores', async ({ page, request }) => {
    await stubGeolocation(page.context(), 'Villa Park')
    await signInRequest(request)
    await page.goto('/conditions/keratoconus')
    await hydrated(page)
    await sessionWithViews(page, 1)
    expect(await cityCount(request, 'Villa Park')).toBeUndefined()
    // Leaving the page (page hide) is the only thing that sends it; beacons are not visible to the test, the server's records are.
    await page.goto('about:blank')

    await expect.poll(() => cityCount(request, 'Villa Park')).toBe(1)
  })

  test('the dashboard shows the numbers those visits produced', async ({ browser, page, request }) => {
    await signInRequest(request)
    for (const [index, path] of ['/eyewear', '/es/eyewear'].entries()) {
      const context = await browser.newContext()
      await stubGeolocation(context, 'Los Alamitos')
      const visitor = await context.newPage()
      await visitor.goto(path)
      await hydrated(visitor)
      await sessionWithViews(visitor, 1)
      await visitor.goto('about:blank')
      // The beacon leaves with the page; wait until the server has it before closing the browser.
      await expect.poll(() => cityCount(request, 'Los Alamitos')).toBe(index + 1)
      await context.close()
    }
    await signIn(page)
    const row = page.getByRole('table', { name: 'Top cities' }).getByRole('row', { name: /Los Alamitos/ })
    await expect(async () => {
      await page.goto('/admin/tools?days=7')
      await expect(row.getByRole('cell')).toHaveText('2')
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools and visitor statistics')
    await expect(
      page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 7 days' }),
    ).toHaveAttribute('aria-current', 'page')
    const sessions = Number(
      (await page.getByTestId('analytics-totals').getByRole('definition').first().textContent())!.replace(
        /,/g,
        '',
      ),
    )
    expect(sessions).toBeGreaterThanOrEqual(2)
    await expect(page.getByRole('img', { name: /Top cities/ })).toBeVisible()
    await expect(page.getByTestId('analytics-vitals')).toContainText(
      /LCP · [1-9][\d,]* sessions?\s*[\d,]+ ms \(/,
    )
    expect(await axeViolations(page)).toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as CSV' }).click(),
    ])
    const csv = fs.readFileSync(await download.path(), 'utf8')
    expect(csv.split('\r\n').filter((line) => line.includes(',Los Alamitos,'))).toHaveLength(2)
  })
})

test('the keratoconus QR code decodes to the referral page with the chosen campaign', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'QR code' }).click()
  await page.getByLabel('Campaign tag (optional)').fill('spring-flyer')
  await page.getByRole('button', { name: 'Make the QR code' }).click()
  const expected = `${origin}/keratoconus-referral?utm_source=qr&utm_medium=print&utm_campaign=spring-flyer`
  await expect(page.getByRole('img', { name: `QR code for ${expected}` })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PNG' }).click(),
  ])
  const image = PNG.sync.read(fs.readFileSync(await download.path()))
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(expected)
})

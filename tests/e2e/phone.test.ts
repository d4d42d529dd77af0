import { expect, test, type Locator, type Page } from '@playwright/test'
import { hydrated } from './hydrated'
import { sidewaysOverflow, widths } from './layout'
import { shellLinks } from '../../app/features/navigation/links.server'
import { getRegistry, pagesOf, pageWithTemplate, routedSections } from '#shared/content/registry.server'
import { joinPath, languages, type Language } from '../../shared/languages'
import { locales } from '../../shared/locales'
import { getOffice, practice } from '../../shared/practice'

/**
 * What a patient meets on a phone or a tablet, at 200 % text, in both languages (issue 18):
 * unknown pages that keep their content, no sideways scrolling, a menu and a way to call at
 * every width, the emergency link, the appointment dialog, the language notice, each office's
 * own number.
 */

/** Errors the page throws, hydration mismatches (React #418) among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Tuesday, January 8, 2030, 10:00 in Los Angeles: every office is open, so the call bar offers the page's own number. */
const openHour = new Date('2030-01-08T18:00:00Z')

const emergencyIndex = (language: Language) => shellLinks(language)['pages/emergency'].href
const unknownPath = (language: Language) => `${pagesOf('condition', language)[0]!.paths[language]!}-typo`

/** Columns of the widest Markdown table in a body. */
const tableColumns = (markdown = '') =>
  Math.max(0, ...markdown.split('\n').map((line) => (line.startsWith('|') ? line.split('|').length - 2 : 0)))

/** The laser page with the widest table, for the tables that must scroll inside their own box. */
const tablePage = getRegistry()
  .pages.filter((page) => page.family === 'laser')
  .sort((a, b) => tableColumns(b.body.en) - tableColumns(a.body.en))[0]!.paths.en!

/** The pages checked at every width: one of each kind a patient reaches from a phone. */
function samplePages(language: Language): string[] {
  return [
    joinPath(language, ''),
    pagesOf('emergency', language)[0]!.paths[language]!,
    pagesOf('condition', language)[0]!.paths[language]!,
    pagesOf('location', language)[0]!.paths[language]!,
    pageWithTemplate('contact')!.paths[language]!,
    ...(language === 'en' ? [tablePage] : []),
    unknownPath(language),
  ]
}

test.describe('unknown pages', () => {
  for (const language of languages) {
    const strings = locales[language]
    const unknown = [
      joinPath(language, 'no-such-page'),
      ...routedSections()
        .filter((section) => section.language === language)
        .map((section) => `${section.path}/no-such-page`),
    ]
    test(`keep their ${language} not-found page after hydration, in every section`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.clock.setFixedTime(openHour)
      const errors = collectErrors(page)
      for (const path of unknown) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await hydrated(page)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(strings['notFound.title'])
        await expect(page.getByRole('banner'), path).toBeVisible()
        await expect(page.getByRole('link', { name: strings['notFound.home'] }), path).toHaveAttribute(
          'href',
          joinPath(language, ''),
        )
        await expect(page.getByTestId('call-bar').getByRole('link'), path).toHaveAttribute(
          'href',
          `tel:${practice.phones.main.e164}`,
        )
        await expect(page.locator('main a[href^="tel:"]'), path).toBeVisible()
        await expect(page).toHaveTitle(new RegExp(`^${strings['notFound.title']}`))
        expect(errors, path).toEqual([])
      }
    })
  }
})

// Every page at 320 and 375 px is checked for sideways scrolling in every-page.test.ts.

/**
 * The first shown element among several (a control shown at some widths and hidden at others),
 * read in one call: whether it lies within the viewport's width (it may be below the fold), and
 * its href. Shown as Playwright's `isVisible` means it: a box that is not empty, and visible.
 */
function firstShown(locator: Locator) {
  return locator.evaluateAll((elements) => {
    const shown = elements.find((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
    })
    if (!shown) return null
    const box = shown.getBoundingClientRect()
    return { within: box.left >= -0.5 && box.right <= innerWidth + 0.5, href: shown.getAttribute('href') }
  })
}

test.describe('every width has a menu, a way to call and the emergency link', () => {
  for (const language of languages) {
    const strings = locales[language]
    test(`${language}, normal and 200 % text`, async ({ page }) => {
      test.setTimeout(120_000)
      const errors = collectErrors(page)
      const failures: string[] = []
      for (const path of samplePages(language)) {
        await page.setViewportSize({ width: widths[0], height: 800 })
        await page.goto(path)
        await hydrated(page)
        // One load, then each width, as a tablet turned or a window resized, then the same at
        // 200 % text, as the setting changed: the header, the menu and the call bar follow the
        // width and the text size by CSS alone.
        for (const text of ['normal', '200 %'] as const) {
          if (text === '200 %') await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 })
            const where = `${path} at ${width} px, ${text} text`
            const overflow = await sidewaysOverflow(page)
            if (overflow)
              failures.push(`${where}: ${overflow.scrollWidth} px wide; ${overflow.culprits.join(', ')}`)
            // The menu: the menu button below 1024 px, the navigation row above.
            const menu = await firstShown(
              page
                .getByRole('button', { name: strings['nav.openMenu'] })
                .or(page.getByRole('navigation', { name: strings['nav.label'] })),
            )
            if (!menu?.within) failures.push(`${where}: no menu on screen`)
            // A way to call: the call bar, or the number in the header.
            const call = await firstShown(
              page.getByTestId('call-bar').getByRole('link').or(page.getByTestId('header-phone')),
            )
            if (!call?.within) failures.push(`${where}: no call control on screen`)
            // An office, or 911 first on a 911-level emergency page.
            else if (!/^tel:(\+1|911$)/.test(call.href ?? ''))
              failures.push(`${where}: the call control does not dial`)
            const emergency = await firstShown(
              page.getByRole('banner').locator(`a[href="${emergencyIndex(language)}"]`),
            )
            if (!emergency?.within) failures.push(`${where}: no emergency link in the header`)
          }
        }
        if (path === unknownPath(language)) {
          const heading = page.getByRole('heading', { level: 1 })
          if ((await heading.textContent()) !== strings['notFound.title'])
            failures.push(`${path}: the not-found page is gone after hydration`)
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
      expect(errors).toEqual([])
    })
  }

  test('the check finds a control hidden, or pushed past the edge of the screen', async ({ page }) => {
    const strings = locales.en
    await page.setViewportSize({ width: 320, height: 740 })
    await page.goto(pagesOf('condition', 'en')[0]!.paths.en!)
    const button = page.getByRole('button', { name: strings['nav.openMenu'] })
    // The navigation row is hidden below 1024 px, the menu button shown.
    expect(await firstShown(page.getByRole('navigation', { name: strings['nav.label'] }))).toBeNull()
    expect(await firstShown(button)).toEqual({ within: true, href: null })
    await button.evaluate((element) => (element.style.translate = '400px'))
    expect(await firstShown(button)).toEqual({ within: false, href: null })
    await button.evaluate((element) => (element.style.visibility = 'hidden'))
    expect(await firstShown(button)).toBeNull()
  })

  test('a table wider than the screen scrolls in its own labelled, focusable box', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await page.goto(tablePage)
    await hydrated(page)
    const boxes = page.locator('main [role="region"]:has(table)')
    expect(await boxes.count()).toBeGreaterThan(0)
    const box = boxes.first()
    await expect(box).toHaveAttribute('tabindex', '0')
    await expect(box).toHaveAttribute('aria-label', /^Table: \S/)
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect(await sidewaysOverflow(page)).toBeNull()
  })
})

test.describe('the emergency link', () => {
  for (const language of languages) {
    const strings = locales[language]
    test(`is in the ${language} header and phone menu on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 })
      await page.goto(pagesOf('condition', language)[0]!.paths[language]!)
      await hydrated(page)
      const header = page.getByTestId('header-emergency')
      await expect(header).toBeVisible()
      await expect(header).toHaveAttribute('href', emergencyIndex(language))
      await expect(header).toContainText(strings['nav.emergency'])
      await page.getByRole('button', { name: strings['nav.openMenu'] }).click()
      const menu = page.getByRole('dialog', { name: strings['nav.menuTitle'] })
      const link = menu.getByRole('link', { name: strings['nav.emergency'] })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', emergencyIndex(language))
      await link.click()
      await expect(page).toHaveURL(emergencyIndex(language))
      await expect(menu).toBeHidden()
    })
  }
})

/** Contrast of a focused control's ring (box-shadow or outline) against what surrounds it. */
async function focusRingContrast(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element)
    // The ring is the solid shadow with the widest spread (Tailwind layers several shadows).
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)
    const solid = shadows
      .map((shadow) => {
        const color = shadow.match(/[a-z]+\([^)]*\)|#[0-9a-f]+/i)?.[0] ?? ''
        const [, , blur = 0, spread = 0] = shadow.replace(color, '').trim().split(/\s+/).map(parseFloat)
        return { color, blur, spread }
      })
      .filter((shadow) => shadow.blur === 0 && shadow.spread >= 2)
      .sort((a, b) => b.spread - a.spread)
    const ring =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
        ? style.outlineColor
        : solid[0]?.color
    if (!ring) return 0
    let backdrop = element.parentElement
    while (backdrop && getComputedStyle(backdrop).backgroundColor === 'rgba(0, 0, 0, 0)')
      backdrop = backdrop.parentElement
    // Paint the backdrop, then the ring over it: the canvas turns any CSS colour into sRGB.
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const paint = (...colors: string[]) => {
      context.clearRect(0, 0, 1, 1)
      for (const color of ['#fff', ...colors]) {
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const behind = getComputedStyle(backdrop ?? document.body).backgroundColor
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const channel = value / 255
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const a = luminance(paint(behind, ring))
    const b = luminance(paint(behind))
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

test.describe('the appointment dialog', () => {
  const screens = [
    [320, false],
    [375, true],
    [1280, false],
    [1280, true],
  ] as const
  for (const language of languages) {
    test(`fits and keeps its labels inside at ${screens.map(([width, large]) => `${width} px${large ? ' (200 % text)' : ''}`).join(', ')} in ${language}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 667 })
      await page.goto(joinPath(language, ''))
      await hydrated(page)
      await page.locator('main a[aria-haspopup="dialog"]').first().click()
      const dialog = page.getByRole('dialog', { name: locales[language]['appointment.title'] })
      // Open once, then each screen and text size, as a phone turned or the setting changed:
      // the dialog follows both by CSS alone.
      for (const [width, large] of screens) {
        const where = `${width} px${large ? ', 200 % text' : ''}`
        await page.setViewportSize({ width, height: width < 700 ? 667 : 800 })
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), large ? '200%' : '')
        await expect(dialog, where).toBeVisible()
        const viewport = page.viewportSize()!
        const box = (await dialog.boundingBox())!
        expect(box.x, where).toBeGreaterThanOrEqual(0)
        expect(box.y, where).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width)
        expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height)
        // Nothing is cut off sideways; what is taller than the screen scrolls inside the dialog.
        const clipped = await dialog.evaluate((element) => {
          const edge = element.getBoundingClientRect()
          const found: string[] = []
          if (element.scrollWidth > element.clientWidth) found.push('the dialog scrolls sideways')
          for (const control of element.querySelectorAll<HTMLElement>('a, button, input, label, p, h2')) {
            // Not drawn (a hidden input, a field's empty error line): nothing to cut off.
            if (control.getClientRects().length === 0) continue
            const rect = control.getBoundingClientRect()
            if (
              control.scrollWidth > control.clientWidth + 1 ||
              rect.left < edge.left ||
              rect.right > edge.right
            )
              found.push(`${control.tagName.toLowerCase()} "${control.textContent.trim().slice(0, 40)}"`)
          }
          return found
        })
        expect(clipped, where).toEqual([])
        const call = dialog.locator('a[href^="tel:"]')
        await call.scrollIntoViewIfNeeded()
        await expect(call, where).toBeInViewport()
        await page.keyboard.press('Tab')
        await call.focus()
        expect(await focusRingContrast(call), where).toBeGreaterThanOrEqual(3)
      }
    })
  }

  test('the closing book-or-call band shows a focus ring that stands out from it', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(pagesOf('condition', 'en')[0]!.paths.en!)
      await hydrated(page)
      const band = page.getByRole('region', { name: locales.en['cta.title'] })
      await page.keyboard.press('Tab')
      for (const control of await band.getByRole('link').all()) {
        await control.focus()
        expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
        expect(
          await focusRingContrast(control),
          `${scheme}: ${await control.textContent()}`,
        ).toBeGreaterThanOrEqual(3)
      }
    }
  })
})

test.describe('the language notice', () => {
  test('offers the page in the other language, or on a page only in English the closest help in Spanish, and clears the back-to-top button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 375, height: 667 } })
    const page = await context.newPage()
    const notice = page.getByTestId('language-notice')
    const englishOnly = getRegistry().pages.filter((entry) => entry.paths.en && !entry.paths.es)
    for (const family of ['laser', 'provider', 'core'] as const) {
      const entry = englishOnly.find((candidate) => candidate.family === family)!
      await page.goto(entry.paths.en!)
      await hydrated(page)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('es')
      await expect(notice, entry.paths.en).toContainText('Esta página solo está en inglés')
      const href = await notice.getByRole('link').getAttribute('href')
      expect(href, entry.paths.en).toMatch(
        new RegExp(`^/es/[^?]+\\?(?:q=[^&]+&)?from=${encodeURIComponent(entry.paths.en!)}$`),
      )
    }
    const paired = pagesOf('condition', 'es')[0]!
    for (const large of [false, true]) {
      if (large) await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
      else await page.goto(paired.paths.en!)
      await hydrated(page)
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('link')).toHaveAttribute('href', paired.paths.es!)
      await page.evaluate(() => window.scrollTo(0, 900))
      const button = page.getByTestId('scroll-to-top')
      await expect(button).toBeVisible()
      const [a, b] = [(await notice.boundingBox())!, (await button.boundingBox())!]
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlap, large ? '200 % text' : 'normal text').toBe(false)
    }
    await context.close()
  })
})

test.describe('location pages', () => {
  const locations = languages.flatMap((language) =>
    pagesOf('location', language).flatMap((entry) => {
      const front = entry.data[language]!
      const office = front.type === 'location' ? getOffice(front.office) : undefined
      return office ? [{ path: entry.paths[language]!, phone: office.phone }] : []
    }),
  )

  test('dial their own office, from the call bar and the header', async ({ page }) => {
    expect(new Set(locations.map((location) => location.phone.e164)).size).toBe(practice.offices.length)
    await page.clock.setFixedTime(openHour)
    for (const { path, phone } of locations) {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByTestId('call-bar').getByRole('link'), path).toHaveAttribute(
        'href',
        `tel:${phone.e164}`,
      )
      await page.setViewportSize({ width: 1280, height: 800 })
      await expect(page.getByTestId('header-phone'), path).toHaveAttribute('href', `tel:${phone.e164}`)
      await expect(page.getByTestId('header-phone'), path).toHaveText(phone.display)
    }
  })
})

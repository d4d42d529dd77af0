import { expect, test, type Page } from '@playwright/test'
import { shellLinks } from '../../app/features/navigation/links.server'
import { getRegistry, pagesOf } from '#shared/content/registry.server'
import { startOfDay } from '#app/view/schedule.server'
import type { Emergency } from '../../shared/content/schema'
import { addDays } from '../../shared/hours/schedule'
import { wallClock } from '../../shared/hours/wall-clock'
import { languages, type Language } from '../../shared/languages'
import { locales } from '../../shared/locales'
import { getOffice, officeIds, practice } from '../../shared/practice'
import { hydrated } from './hydrated'
import { enlargeText } from './layout'
import { shifts, shiftTotal, UNSEEN_SHIFT, watchShifts } from './layout-shifts'

/**
 * What a patient in trouble meets on a phone (issue 26): a 911 control nothing covers on the
 * first screen of every 911-level emergency page, at three phone widths and at 200 % text; the
 * call bar, the "Do this now" box and the emergency index at an open hour, a closed hour and a
 * holiday (the browser's clock set, read in the practice's time zone); the back-to-top button
 * over nothing a patient needs; and pages built long ago that still hydrate cleanly.
 *
 * 200 % text is the root font size doubled (layout.ts `enlargeText`, or the same style set on a
 * loaded page): text and everything sized in rem double, as with a browser's text-size setting.
 */

/** Small phone (iPhone SE, first generation), phone (iPhone SE), large phone (iPhone 8 Plus). */
const phones = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 414, height: 736 },
] as const

const pagesAt = (language: Language, test: (front: Emergency, id: string) => boolean) =>
  pagesOf('emergency', language)
    .filter((entry) => test(entry.data[language] as Emergency, entry.id))
    .map((entry) => entry.paths[language]!)

const erPages = (language: Language) => pagesAt(language, (front) => front.urgency === 'emergency-room')

/** A practice instant: `time` (HH:MM) on `date`, Los Angeles time. */
const practiceTime = (date: string, time: string) =>
  new Date(startOfDay(date) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000)

// Sunday, January 6, 2030 at 11:00, Monday the 7th at 10:00 and at 17:45 (only Irvine open then).
const sunday = practiceTime('2030-01-06', '11:00')
const monday = practiceTime('2030-01-07', '10:00')
const mondayEvening = practiceTime('2030-01-07', '17:45')

test.describe('911 on the first screen', () => {
  for (const language of languages) {
    test(`every ${language} 911-level emergency page at 320, 375 and 414 px, normal and 200 % text`, async ({
      browser,
    }) => {
      const paths = erPages(language)
      // Twenty-nine topics a language when this was written: a lower bound, so a broken registry cannot pass empty.
      expect(paths.length).toBeGreaterThanOrEqual(20)
      test.setTimeout(paths.length * 4_000 + 30_000)
      const context = await browser.newContext({ viewport: phones[0] })
      const page = await context.newPage()
      // An open hour, so the bar holds both numbers (the after-hours tests below cover the rest).
      await page.clock.setFixedTime(monday)
      const failures: string[] = []
      for (const path of paths) {
        // Loaded once; each phone and text size is then set as a phone's rotation or text setting
        // would set it, and the layout follows by CSS alone.
        await page.goto(path)
        await hydrated(page)
        for (const screen of phones) {
          await page.setViewportSize(screen)
          for (const text of ['normal', '200 %'] as const) {
            const where = `${path} at ${screen.width} px, ${text} text`
            const found = await firstScreen(page, text === '200 %' ? '200%' : '')
            // The red banner is the link, whole on the first screen and not under the call bar.
            if (found.banner.href !== 'tel:911') failures.push(`${where}: the banner does not dial 911`)
            if (found.banner.top < 0 || found.banner.bottom > screen.height || !found.banner.uncovered)
              failures.push(
                `${where}: banner ${Math.round(found.banner.top)}–${Math.round(found.banner.bottom)} px, under ${found.banner.over}`,
              )
            // The call bar offers 911 first, the office second, and nothing lies over its 911.
            if (
              found.calls.length !== 2 ||
              found.calls[0] !== 'tel:911' ||
              !found.calls[1]?.startsWith('tel:+1')
            )
              failures.push(`${where}: the call bar offers ${found.calls.join(', ')}`)
            if (!found.call911.uncovered || found.call911.bottom > screen.height)
              failures.push(`${where}: the bar's 911 is under ${found.call911.over}`)
            // At 200 % text too the bar keeps to one row: a sixth of the screen at most.
            if (found.barHeight > screen.height / 6)
              failures.push(`${where}: the call bar is ${Math.round(found.barHeight)} px tall`)
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
      await context.close()
    })
  }

  test('the first-screen check sees a banner under the call bar and a bar that offers one number', async ({
    page,
  }) => {
    await page.setViewportSize(phones[1])
    await page.clock.setFixedTime(monday)
    await page.goto(erPages('en')[0]!)
    await hydrated(page)
    await page.evaluate(() => {
      const banner = document.querySelector<HTMLElement>('[data-testid="urgency"]')!
      banner.style.position = 'fixed'
      banner.style.bottom = '0'
      document.querySelector('[data-testid="call-bar"] a[href="tel:911"]')?.remove()
    })
    const found = await firstScreen(page, '')
    expect(found.banner.uncovered).toBe(false)
    expect(found.calls).toHaveLength(1)
  })
})

/**
 * The first screen of a page at a root font size ('' as served, '200%'), scrolled to the top:
 * where the 911 banner is and what dials, the call bar's numbers, where its first one is, its height.
 */
function firstScreen(page: Page, fontSize: string) {
  return page.evaluate((size) => {
    document.documentElement.style.fontSize = size
    window.scrollTo(0, 0)
    const place = (element: Element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        top: box.top,
        bottom: box.bottom,
        uncovered: hit !== null && (hit === element || element.contains(hit)),
        over: hit
          ? `${hit.tagName.toLowerCase()}.${(hit.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}`
          : 'nothing',
      }
    }
    const banner = document.querySelector('[data-testid="urgency"]')!
    const calls = [...document.querySelectorAll('[data-testid="call-bar"] a')]
    return {
      banner: { ...place(banner), href: banner.getAttribute('href') },
      calls: calls.map((link) => link.getAttribute('href') ?? ''),
      call911: calls[0] ? place(calls[0]) : { top: 0, bottom: 0, uncovered: false, over: 'no link' },
      barHeight: document.querySelector('[data-testid="call-bar-frame"]')!.getBoundingClientRect().height,
    }
  }, fontSize)
}

/** The last day every office is closed all day, still ahead of today (closures.json). */
function holiday(): string | undefined {
  const today = wallClock(new Date(), practice.timeZone).date
  const everyOffice = (offices: readonly string[]) => officeIds.every((id) => offices.includes(id))
  return getRegistry()
    .closures.filter((closure) => !closure.hours && everyOffice(closure.offices) && closure.to >= today)
    .map((closure) => (closure.from >= today ? closure.from : today))
    .sort()
    .at(-1)
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '').replace(/\s{2,}/g, ' ')

/** "We open tomorrow at 8:30 AM.", as the practice's Monday opening reads from Sunday. */
const opensMonday = { en: 'We open tomorrow at 8:30 AM.', es: 'Abrimos mañana a las 8:30 a.m.' }
const opensMondayLine = { en: 'Opens tomorrow at 8:30 AM', es: 'Abre mañana a las 8:30 a.m.' }

async function at(page: Page, time: Date, path: string) {
  await page.clock.setFixedTime(time)
  await page.goto(path)
  await hydrated(page)
  // The hour is worked out once the browser is idle.
  await expect(page.getByTestId('after-hours').or(page.getByTestId('call-bar')).first()).toBeAttached()
  await expect
    .poll(() =>
      page
        .locator('[data-testid="after-hours"][data-state], [data-testid="open-status"][data-state]')
        .count(),
    )
    .toBeGreaterThan(0)
}

test.describe('after hours', () => {
  for (const language of languages) {
    const strings = locales[language]
    const er = erPages(language)[0]!
    const callToday = pagesAt(
      language,
      (front) => front.urgency === 'call-today' && front.afterHours === 'office',
    )[0]!
    const surgeon = pagesAt(language, (front) => front.afterHours === 'surgeon')
    const index = shellLinks(language)['pages/emergency'].href
    const keratoconus = language === 'en' ? '/conditions/keratoconus' : '/es/conditions/keratoconus'
    const main = practice.phones.main
    const santaAna = getOffice('santa-ana')
    const irvine = getOffice('irvine')

    test(`${language}: at a closed hour the call bar, "Do this now" and the index say so and what to do instead`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await watchShifts(page)
      const bar = page.getByTestId('call-bar')
      const note = page.getByTestId('after-hours')

      await at(page, sunday, er)
      await expect(note).toHaveAttribute('data-state', 'closed')
      await expect(note.locator('p').last()).toHaveText(strings['afterHours.emergency-room.closed'])
      await expect(bar.getByRole('link')).toHaveCount(1)
      await expect(bar.getByRole('link')).toHaveAttribute('href', 'tel:911')
      await expect(page.getByTestId('call-bar-closed')).toContainText(strings['callBar.officesClosed'])
      // Filling in the hour moved nothing on the page.
      expect(await shiftTotal(page, { since: 'load' })).toBe(0)

      await at(page, sunday, callToday)
      await expect(note).toHaveAttribute('data-state', 'closed')
      await expect(note.locator('p').last()).toHaveText(
        fill(strings['afterHours.call-today.closed'], { opens: opensMonday[language] }),
      )
      await expect(page.getByTestId('call-bar-closed')).toContainText(strings['callBar.officesClosed'])
      await expect(page.getByTestId('call-bar-closed')).toContainText(opensMondayLine[language])
      await expect(bar.getByRole('link')).toHaveAttribute('href', 'tel:911')
      await expect(bar.getByRole('link')).toHaveAccessibleName(strings['callBar.emergency'])
      expect(await shiftTotal(page, { since: 'load' })).toBe(0)

      // After surgery or an injection: the surgeon's after-hours line, or the ER.
      expect(surgeon.length).toBeGreaterThanOrEqual(2)
      for (const path of surgeon) {
        await at(page, sunday, path)
        await expect(note.locator('p').last(), path).toHaveText(strings['afterHours.surgeon.closed'])
      }

      await at(page, sunday, index)
      await expect(note).toHaveAttribute('data-state', 'closed')
      await expect(note.locator('p').last()).toHaveText(
        fill(strings['afterHours.index.closed'], { opens: opensMonday[language] }),
      )

      // A specialty line is an office line: not answered after hours, and the bar says so.
      await at(page, sunday, keratoconus)
      await expect(page.getByTestId('call-bar-closed')).toContainText(
        fill(strings['callBar.lineClosed'], { line: strings['phone.line.keratoconus'] }),
      )
    })

    test(`${language}: the closed bar is as tall as the open one, so filling in the hour moves nothing, 320–430 px`, async ({
      browser,
    }) => {
      // The longest closed words: a specialty line's ("Keratoconus line closed") and the offices'.
      const failures: string[] = []
      for (const width of [...phones.map((screen) => screen.width), 430]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        const page = await context.newPage()
        await watchShifts(page)
        for (const path of [keratoconus, callToday]) {
          await at(page, sunday, path)
          await expect(page.getByTestId('call-bar-closed')).toBeVisible()
          const { total, moved } = await shifts(page, { since: 'load' })
          if (total >= UNSEEN_SHIFT)
            failures.push(
              `${path} at ${width} px: layout shift ${total.toPrecision(2)} (${moved.join(', ')})`,
            )
        }
        await context.close()
      }
      expect(failures, failures.join('\n')).toEqual([])
    })

    test(`${language}: on a holiday in closures.json every office is closed`, async ({ page }) => {
      const day = holiday()
      test.skip(!day, 'closures.json has no day ahead on which every office is closed')
      await page.setViewportSize({ width: 375, height: 667 })
      const note = page.getByTestId('after-hours')
      await at(page, practiceTime(day!, '10:00'), callToday)
      await expect(note).toHaveAttribute('data-state', 'closed')
      await expect(page.getByTestId('call-bar-closed')).toContainText(strings['callBar.officesClosed'])
      await expect(page.getByTestId('call-bar').getByRole('link')).toHaveAttribute('href', 'tel:911')
      await at(page, practiceTime(day!, '10:00'), er)
      await expect(note.locator('p').last()).toHaveText(strings['afterHours.emergency-room.closed'])
    })

    test(`${language}: at an open hour the bar and "Do this now" give the office that is open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      const bar = page.getByTestId('call-bar')
      const note = page.getByTestId('after-hours')

      await at(page, monday, er)
      await expect(note).toHaveAttribute('data-state', 'open')
      await expect(note.locator('p').last()).toHaveText(
        fill(strings['afterHours.emergency-room.open'], { office: santaAna.city, phone: main.display }),
      )
      const hrefs = await bar
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(['tel:911', `tel:${main.e164}`])

      await at(page, monday, callToday)
      await expect(note.locator('p').last()).toHaveText(
        fill(strings['afterHours.call-today.open'], { office: santaAna.city, phone: main.display }),
      )
      await expect(bar.getByRole('link')).toHaveAttribute('href', `tel:${main.e164}`)

      // 17:45 on a Monday: the main office has closed, Irvine is open until 6:00 PM. Call Irvine.
      await at(page, mondayEvening, callToday)
      await expect(note.locator('p').last()).toHaveText(
        fill(strings['afterHours.call-today.open'], { office: irvine.city, phone: irvine.phone.display }),
      )
      await expect(bar.getByRole('link')).toHaveAttribute('href', `tel:${irvine.phone.e164}`)
      await expect(bar.getByRole('link')).toContainText(
        fill(strings['callBar.callOffice'], { office: irvine.city }),
      )
      await expect(page.locator('main').getByRole('link', { name: irvine.phone.display })).toHaveAttribute(
        'href',
        `tel:${irvine.phone.e164}`,
      )
    })
  }
})

test.describe('the back-to-top button', () => {
  /** Fields, call links and buttons, first-aid steps: what the back-to-top button must not lie over. */
  const needed =
    'main input:not([type="hidden"]), main textarea, main select, main a[href^="tel:"], main button, [data-testid="do-now"] li'

  /**
   * Scrolls the page from 400 px to its end in steps, in the page itself (one call, no round trip
   * a step), and at each step waits for the back-to-top button and names what it lies over: the
   * part of each needed element that is not behind the call bar, where the button lives below
   * 768 px (the footer makes room for the bar). Returns the steps taken and the problems found.
   */
  function coveredWhileScrolling({ selector, step }: { selector: string; step: number }) {
    const button = document.querySelector('[data-testid="scroll-to-top"]')!
    const shown = () => button.checkVisibility({ visibilityProperty: true })
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    return (async () => {
      const problems: string[] = []
      let steps = 0
      for (let y = 400; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y)
        steps++
        for (let waited = 0; !shown() && waited < 120; waited++) await frame()
        if (!shown()) problems.push(`scrolled to ${y}: no back-to-top button`)
        const bar = document.querySelector('[data-testid="call-bar-frame"]')!.getBoundingClientRect()
        const b = button.getBoundingClientRect()
        for (const element of document.querySelectorAll(selector)) {
          if (element === button || bar.top <= element.getBoundingClientRect().top) continue
          const r = element.getBoundingClientRect()
          const left = Math.max(r.left, b.left)
          const right = Math.min(r.right, b.right)
          const top = Math.max(r.top, b.top)
          const bottom = Math.min(r.bottom, b.bottom, bar.top)
          if (left >= right || top >= bottom) continue
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          if (hit && button.contains(hit))
            problems.push(
              `scrolled to ${y}: covers ${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`,
            )
        }
      }
      return { steps, problems }
    })()
  }

  const pages = ['/contact', '/es/contact', erPages('en')[0]!, erPages('es')[0]!, '/conditions/keratoconus']

  for (const large of [false, true]) {
    test(`covers no field, call button or first-aid step while scrolling, 320–414 px${large ? ', 200 % text' : ''}`, async ({
      page,
    }) => {
      const failures: string[] = []
      let steps = 0
      if (large) await enlargeText(page)
      for (const path of pages) {
        // One load, then each phone's width: the call bar and the button follow it by CSS alone.
        await page.setViewportSize(phones[0])
        await page.goto(path)
        await hydrated(page)
        for (const screen of phones) {
          await page.setViewportSize(screen)
          await page.evaluate(() => window.scrollTo(0, 0))
          const found = await page.evaluate(coveredWhileScrolling, {
            selector: needed,
            step: Math.round(screen.height * 0.6),
          })
          steps += found.steps
          failures.push(...found.problems.map((problem) => `${path} at ${screen.width} px, ${problem}`))
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
      // Every page is longer than a few screens at every width: a lower bound on the steps checked.
      expect(steps).toBeGreaterThanOrEqual(pages.length * phones.length * 3)
    })
  }

  test('the check sees a button moved over a call link', async ({ page }) => {
    await page.setViewportSize(phones[0])
    await page.goto('/contact')
    await hydrated(page)
    // The button raised out of the call bar, over a call link laid along the bar's top edge.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="call-bar-frame"]')!.getBoundingClientRect()
      const link = document.createElement('a')
      link.href = 'tel:+15550100'
      link.textContent = 'Call the office'
      Object.assign(link.style, {
        position: 'fixed',
        left: '0',
        right: '0',
        top: `${bar.top - 40}px`,
        height: '40px',
      })
      document.querySelector('main')!.append(link)
      document.querySelector<HTMLElement>('[data-testid="scroll-to-top"]')!.style.translate = '0 -30px'
    })
    const found = await page.evaluate(coveredWhileScrolling, { selector: needed, step: 400 })
    expect(found.steps).toBeGreaterThan(0)
    expect(found.problems).toContain('scrolled to 400: covers a "Call the office"')
  })
})

test.describe('a page built long ago', () => {
  /** The day after every closure and announcement in the content has ended. */
  const { closures, announcements } = getRegistry()
  const lastDay = [...closures.map((closure) => closure.to), ...announcements.map((entry) => entry.end)]
    .sort()
    .at(-1)!
  const after = practiceTime(addDays(lastDay, 1), '12:00')

  test(`hydrates without a mismatch and shows no ended closure or announcement (clock at ${after.toISOString()})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    await page.clock.setFixedTime(after)
    const paths = [
      '/',
      '/contact',
      '/locations/irvine',
      '/es',
      '/es/contact',
      erPages('en')[0]!,
      '/emergency',
    ]
    for (const path of paths) {
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByTestId('open-status').first(), path).toHaveAttribute('data-state', /open|closed/)
      await expect(page.getByTestId('announcement'), path).toBeHidden()
      await expect(page.getByTestId('closures'), path).toHaveCount(0)
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
})

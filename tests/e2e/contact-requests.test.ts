import { expect, test, type Page } from '@playwright/test'
import { getRegistry } from '#shared/content/registry.server'
import { startOfDay } from '#app/view/schedule.server'
import { closuresOf, hoursOn, addDays } from '../../shared/hours/schedule'
import { wallClock } from '../../shared/hours/wall-clock'
import { practice } from '../../shared/practice'
import { locales } from '../../shared/locales'
import { axeViolations } from './axe'
import { hydrated } from './hydrated'

const languages = [
  { language: 'en', home: '/', contact: '/contact', sent: '/request-sent', messageSent: '/message-sent' },
  {
    language: 'es',
    home: '/es',
    contact: '/es/contact',
    sent: '/es/request-sent',
    messageSent: '/es/message-sent',
  },
] as const

test.describe('without JavaScript', () => {
  for (const { language, home, contact, sent } of languages) {
    const t = locales[language]
    test(`${language}: the header's button reaches the appointment form; mistakes come back marked, then it is sent`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      })
      const page = await context.newPage()
      await page.goto(home)
      await page.getByRole('banner').getByRole('link', { name: t['nav.schedule'] }).click()
      await expect(page).toHaveURL(`${contact}#appointment`)
      const form = page.locator('#appointment-form')
      await expect(form.getByLabel(t['contact.fullName'])).toBeInViewport()

      // Mistakes: no name, and a text message asked for without a phone number.
      await form.getByRole('textbox', { name: t['contact.email'], exact: true }).fill('paciente@example.com')
      await form.getByRole('radio', { name: t['appointment.contactBy.text'] }).check()
      await form.getByLabel(t['appointment.bestTime']).fill('Martes <b>tarde</b> & "noche"')
      await form.getByRole('radio', { name: t['appointment.insurance.plan'], exact: true }).check()
      await form.getByLabel(t['appointment.insurancePlan']).fill('VSP')
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/contact')),
        form.getByRole('button', { name: t['appointment.send'] }).click(),
      ])
      expect(answer.status()).toBe(422)

      // The site's own page, in its language, with its header: everything typed is there.
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page).toHaveTitle(/^Error: /)
      await expect(page.getByRole('banner').getByRole('link', { name: t['nav.schedule'] })).toBeVisible()
      const filled = page.locator('#appointment-form')
      await expect(filled.getByRole('textbox', { name: t['contact.email'], exact: true })).toHaveValue(
        'paciente@example.com',
      )
      await expect(filled.getByLabel(t['appointment.bestTime'])).toHaveValue('Martes <b>tarde</b> & "noche"')
      await expect(filled.getByRole('radio', { name: t['appointment.contactBy.text'] })).toBeChecked()
      await expect(
        filled.getByRole('radio', { name: t['appointment.insurance.plan'], exact: true }),
      ).toBeChecked()
      await expect(filled.getByLabel(t['appointment.insurancePlan'])).toHaveValue('VSP')

      // Each mistake beside its field, and a summary at the top that has focus and links to them.
      const name = filled.getByLabel(t['contact.fullName'])
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(t['contact.error.nameRequired'])
      const phone = filled.getByLabel(t['contact.phone'], { exact: true })
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toHaveAccessibleDescription(new RegExp(t['contact.error.phoneForText']))
      const summary = filled.getByRole('alert')
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([
        t['contact.error.nameRequired'],
        t['contact.error.phoneForText'],
      ])
      await summary.getByRole('link', { name: t['contact.error.phoneForText'] }).click()
      await expect(phone).toBeFocused()

      // Fixed, it is sent and confirmed as a request.
      await name.fill(`Sin script ${language} ${Date.now()}`)
      await phone.fill('(714) 555-0142')
      await filled.getByRole('button', { name: t['appointment.send'] }).click()
      await expect(page).toHaveURL(sent)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'es' ? 'Su solicitud de cita fue enviada' : 'Your appointment request was sent',
      )
      await context.close()
    })
  }

  for (const { language, contact } of languages) {
    test(`${language}: the page with mistakes passes axe, in light and dark`, async ({ browser }) => {
      const t = locales[language]
      for (const colorScheme of ['light', 'dark'] as const) {
        // axe needs script: the page's own code is blocked instead, so the form posts as without it.
        const context = await browser.newContext({ colorScheme })
        const page = await context.newPage()
        await page.route('**/assets/**/*.js', (route) => route.abort())
        await page.goto(`${contact}#appointment`)
        const form = page.locator('#appointment-form')
        await form.getByRole('textbox', { name: t['contact.phone'], exact: true }).fill('12')
        await form.getByRole('radio', { name: t['appointment.contactBy.email'] }).check()
        await form.getByRole('button', { name: t['appointment.send'] }).click()
        await expect(page).toHaveURL(/\/api\/contact$/)
        await expect(form.getByRole('alert').getByRole('link')).toHaveCount(3)
        expect(await axeViolations(page), colorScheme).toEqual([])
        await context.close()
      }
    })
  }

  test('a message with mistakes comes back filled and marked, hostile text escaped', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact#message')
    const form = page.locator('#message-form')
    const hostile = '</textarea><script>document.title="pwned"</script><img src=x onerror=alert(1)>'
    await form.getByLabel('Name', { exact: true }).fill('"><script>document.title="pwned"</script>')
    await form.getByLabel('Message').fill(hostile)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveTitle(/^Error: /)
    await expect(form.getByLabel('Message')).toHaveValue(hostile)
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(
      '"><script>document.title="pwned"</script>',
    )
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    await context.close()
  })
})

/** Tuesday, January 8, 2030 in Los Angeles: no closure that far ahead. */
const openHour = new Date('2030-01-08T18:00:00Z') // 10:00
const closedNight = new Date('2030-01-09T05:00:00Z') // 21:00

/** The first day from today on which every office is closed all day by a closure, at 10:00. */
function nextHoliday(): { instant: Date; reason: { en: string; es: string } } {
  const { closures } = getRegistry()
  const today = wallClock(new Date(), practice.timeZone).date
  for (let day = 0; day < 400; day++) {
    const date = addDays(today, day)
    const closed = practice.offices.map((office) => {
      const own = closuresOf(closures, office.id)
      const closure = own.find((entry) => entry.from <= date && date <= entry.to && !entry.hours)
      return closure && hoursOn(office.hours, own, date) === null ? closure : null
    })
    if (closed.every(Boolean))
      return { instant: new Date(startOfDay(date) + 10 * 3_600_000), reason: closed[0]!.reason }
  }
  throw new Error('closures.json has no day ahead that closes every office: add the next holiday')
}

/** Sends the appointment dialog with the office's answer stood in (the clock is not the server's). */
async function requestAppointment(page: Page, path: string, language: 'en' | 'es') {
  const t = locales[language]
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
  )
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: t['cta.book'] }).first().click()
  const dialog = page.getByRole('dialog', { name: t['appointment.title'] })
  await dialog.getByLabel(t['contact.fullName']).fill('Ana López')
  await dialog.getByLabel(t['contact.phone'], { exact: true }).fill('714 555 0123')
  await dialog.getByRole('radio', { name: t['appointment.contactBy.call'] }).check()
  await dialog.getByRole('button', { name: t['appointment.send'] }).click()
  return dialog.getByTestId('contact-confirmation')
}

test.describe('the confirmation says when the office will answer', () => {
  test('at an open hour, as a request, in English', async ({ page }) => {
    await page.clock.setFixedTime(openHour)
    const confirmation = await requestAppointment(page, '/conditions/stye', 'en')
    await expect(confirmation.getByRole('heading')).toHaveText('Your appointment request was sent')
    await expect(confirmation).toContainText(
      'It is not yet an appointment: we will call you to confirm a time.',
    )
    await expect(confirmation.getByTestId('reply-time')).toHaveText(
      'Our office is open now. We usually answer within 2 business hours.',
    )
    await expect(confirmation).toContainText('For an emergency, call 911 or go to the emergency room now.')
    await expect(confirmation).not.toContainText('message')
  })

  test('on a closed night, in Spanish', async ({ page }) => {
    await page.clock.setFixedTime(closedNight)
    const confirmation = await requestAppointment(page, '/es/conditions/stye', 'es')
    await expect(confirmation.getByRole('heading')).toHaveText('Su solicitud de cita fue enviada')
    await expect(confirmation.getByTestId('reply-time')).toHaveText(
      'Estamos cerrados hasta mañana a las 8:30 a.m.; le responderemos entonces.',
    )
    await expect(confirmation).toContainText('Si es una emergencia, llame al 911')
  })

  for (const language of ['en', 'es'] as const) {
    test(`on a holiday that closes every office, in ${language}`, async ({ page }) => {
      const holiday = nextHoliday()
      await page.clock.setFixedTime(holiday.instant)
      const confirmation = await requestAppointment(page, language === 'es' ? '/es' : '/', language)
      const reply = confirmation.getByTestId('reply-time')
      await expect(reply).toContainText(language === 'es' ? 'Estamos cerrados hasta' : 'We are closed until')
      await expect(reply).toContainText(`(${holiday.reason[language]})`)
      await expect(confirmation).toContainText(
        language === 'es'
          ? 'llame al 911 o vaya a la sala de emergencias'
          : 'call 911 or go to the emergency room',
      )
    })
  }

  test('a message sent from the contact page is confirmed as a message, with the same answer time', async ({
    page,
  }) => {
    await page.clock.setFixedTime(closedNight)
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
    )
    await page.goto('/contact')
    await hydrated(page)
    const form = page.locator('#message-form')
    await form.getByLabel('Name', { exact: true }).fill('Tom B.')
    await form.getByLabel('Email', { exact: true }).fill('tom@example.com')
    await form.getByLabel('Message').fill('Do you have evening hours?')
    await form.getByTestId('contact-submit').click()
    const confirmation = page.getByTestId('contact-confirmation')
    await expect(confirmation.getByRole('heading')).toHaveText('Message Sent!')
    await expect(confirmation.getByTestId('reply-time')).toHaveText(
      'We are closed until tomorrow at 8:30 AM; we will answer you then.',
    )
    await expect(confirmation).toBeFocused()
  })
})

test('on a 375 px phone the success toast stands above the call bar, which stays tappable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.clock.setFixedTime(openHour)
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
  )
  await page.goto('/contact#message')
  await hydrated(page)
  const form = page.locator('#message-form')
  await form.getByLabel('Name', { exact: true }).fill('Tom B.')
  await form.getByLabel('Email', { exact: true }).fill('tom@example.com')
  await form.getByLabel('Message').fill('Do you have evening hours?')
  await form.getByTestId('contact-submit').click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('We usually answer within 2 business hours')
  // Wait for the toast to finish moving in.
  await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0)

  const bar = page.getByTestId('call-bar')
  const call = bar.getByRole('link')
  const [toastBox, barBox, callBox] = await Promise.all([
    toast.boundingBox(),
    bar.boundingBox(),
    call.boundingBox(),
  ])
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y)
  // What a finger on the call button touches is the call button, at its centre and its corners.
  for (const [x, y] of [
    [callBox!.x + callBox!.width / 2, callBox!.y + callBox!.height / 2],
    [callBox!.x + 2, callBox!.y + 2],
    [callBox!.x + callBox!.width - 2, callBox!.y + 2],
  ] as const) {
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest('[data-testid="call-bar"] a') !== null,
      [x, y] as const,
    )
    expect(hit, `${x},${y}`).toBe(true)
  }
})

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { practice } from '../../shared/practice'
import { signInRequest } from './admin'
import { hydrated } from './hydrated'

/** Messages as the office sees them, through the admin API after signing in. */
async function inbox(request: APIRequestContext) {
  await signInRequest(request)
  const response = await request.get('/api/admin/messages')
  expect(response.status()).toBe(200)
  return (
    (await response.json()) as {
      messages: {
        name: string
        message: string | null
        language: string
        kind: string
        reason: string
        contact_by: string | null
        best_time: string | null
        insurance: string | null
        insurance_plan: string | null
      }[]
    }
  ).messages
}

// The server refuses forms sent faster than a person could fill them.
const humanPause = (page: Page) => page.waitForTimeout(3_100)

test.describe('contact form', () => {
  for (const [language, path, labels] of [
    [
      'en',
      '/contact',
      {
        name: 'Name',
        phone: 'Phone',
        reason: 'Reason',
        message: 'Message',
        send: 'Send Message',
        sending: 'Sending...',
        sent: 'Sent Successfully',
        done: 'Message Sent!',
        reasonOption: 'Billing Question',
        error: 'Please give us a phone number or an email',
      },
    ],
    [
      'es',
      '/es/contact',
      {
        name: 'Nombre',
        phone: 'Teléfono',
        reason: 'Motivo',
        message: 'Mensaje',
        send: 'Enviar mensaje',
        sending: 'Enviando...',
        sent: 'Enviado con éxito',
        done: '¡Mensaje enviado!',
        reasonOption: 'Pregunta de facturación',
        error: 'Por favor, denos un teléfono o un correo',
      },
    ],
  ] as const) {
    test(`sends a message in ${language} through every state, keeping input on errors`, async ({
      page,
      request,
    }) => {
      const name = `Prueba ${language} ${Date.now()}`
      await page.goto(path)
      await hydrated(page)
      const form = page.locator('#message-form')
      await form.getByLabel(labels.name, { exact: true }).fill(name)
      await form.getByLabel(labels.message).fill('Quisiera una cita para un examen de la vista.')
      await form.getByLabel(labels.reason).selectOption({ label: labels.reasonOption })
      await form.getByTestId('contact-submit').click()
      // Missing phone and email: a clear message, and nothing typed is lost.
      await expect(form.getByRole('alert')).toBeVisible()
      await expect(form.getByRole('alert').getByRole('link', { name: labels.error })).toBeVisible()
      await expect(form.getByLabel(labels.phone)).toHaveAccessibleDescription(new RegExp(labels.error))
      await expect(form.getByLabel(labels.name, { exact: true })).toHaveValue(name)
      await expect(form.getByLabel(labels.phone)).toBeFocused()

      await form.getByLabel(labels.phone).fill('(714) 555-0188')
      await humanPause(page)
      let release!: () => void
      await page.route('**/api/contact', async (route) => {
        await new Promise<void>((resolve) => (release = resolve))
        await route.continue()
      })
      await form.getByTestId('contact-submit').click()
      await expect(form.getByTestId('contact-submit')).toHaveText(labels.sending)
      release()
      await expect(page.getByTestId('contact-submit')).toHaveText(labels.sent)
      await expect(
        page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByText(labels.done),
      ).toBeVisible()
      await expect(page.getByTestId('contact-confirmation')).toContainText(labels.done)

      const stored = (await inbox(request)).find((message) => message.name === name)
      expect(stored).toMatchObject({ language, reason: 'billing', kind: 'contact' })
    })
  }

  test('delivers the message without JavaScript and shows a real confirmation page', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const name = `Sin script ${Date.now()}`
    await page.goto('/es/contact')
    const form = page.locator('#message-form')
    await form.getByLabel('Nombre', { exact: true }).fill(name)
    await form.getByLabel('Correo electrónico').fill('paciente@example.com')
    await form.getByLabel('Mensaje').fill('Necesito renovar mis lentes de contacto.')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page).toHaveURL('/es/message-sent')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Mensaje enviado!')
    expect((await inbox(request)).some((message) => message.name === name && message.language === 'es')).toBe(
      true,
    )
    await context.close()
  })
})

test.describe('appointment dialog', () => {
  test('opens by keyboard, traps focus, composes the email and returns focus on close', async ({
    page,
    request,
  }) => {
    await page.goto('/conditions/stye')
    await hydrated(page)
    const trigger = page.getByRole('main').getByRole('link', { name: 'Request an appointment' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Request an appointment' })
    await expect(dialog).toBeVisible()
    // It asks for what the office needs, and has a field for each.
    await expect(dialog.getByRole('group', { name: 'Best way to reach you' }).getByRole('radio')).toHaveCount(
      3,
    )
    await expect(dialog.getByLabel('Best days and times to reach you (optional)')).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Insurance' }).getByRole('radio')).toHaveCount(3)
    await expect(dialog.getByLabel('Insurance plan (optional)')).toBeVisible()

    // Focus stays inside while tabbing around.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }

    await dialog.getByLabel('Full name').fill('Rosa Méndez')
    await dialog.getByLabel('Phone', { exact: true }).fill('714-555-0177')
    await dialog.getByRole('radio', { name: 'Text message' }).check()
    await dialog.getByLabel('Insurance plan (optional)').fill('EyeMed')
    const mailto = new URL((await dialog.getByTestId('appointment-mailto').getAttribute('href'))!)
    expect(mailto.pathname).toBe(practice.email)
    expect(mailto.searchParams.get('subject')).toBe('Appointment Request')
    expect(mailto.searchParams.get('body')).toContain('Full name: Rosa Méndez')
    expect(mailto.searchParams.get('body')).toContain('Cell phone number: 714-555-0177')
    expect(mailto.searchParams.get('body')).toContain('Preferred date/time')
    expect(mailto.searchParams.get('body')).toContain(
      'Best way to contact me (call, text or email): text message',
    )
    expect(mailto.searchParams.get('body')).toContain('Insurance information (plan and member ID): EyeMed')
    await expect(dialog.getByRole('link', { name: /Call instead/ })).toHaveAttribute(
      'href',
      `tel:${practice.phones.main.e164}`,
    )

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    // And it sends the request straight to the office.
    await trigger.click()
    await dialog.getByLabel('Full name').fill('Rosa Méndez')
    await dialog.getByLabel('Phone', { exact: true }).fill('714-555-0177')
    await dialog.getByRole('radio', { name: 'Text message' }).check()
    await dialog.getByLabel('Best days and times to reach you (optional)').fill('Weekday mornings')
    await dialog.getByRole('radio', { name: 'I have insurance' }).check()
    await dialog.getByLabel('Insurance plan (optional)').fill('EyeMed')
    await humanPause(page)
    await dialog.getByRole('button', { name: 'Send request to the office' }).click()
    await expect(dialog.getByText('Your appointment request was sent')).toBeVisible()
    await expect(dialog).toContainText('It is not yet an appointment: we will text you to confirm a time.')
    const stored = (await inbox(request)).find(
      (message) => message.name === 'Rosa Méndez' && message.kind === 'appointment',
    )
    expect(stored).toMatchObject({
      contact_by: 'text',
      best_time: 'Weekday mornings',
      insurance: 'plan',
      insurance_plan: 'EyeMed',
    })
  })

  test('speaks Spanish on Spanish pages', async ({ page }) => {
    await page.goto('/es/conditions/stye')
    await hydrated(page)
    await page.getByRole('main').getByRole('link', { name: 'Pedir una cita' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pida una cita' })
    await expect(dialog.getByRole('radio', { name: 'Mensaje de texto' })).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'No tengo seguro' })).toBeVisible()
    const body = new URL(
      (await dialog.getByTestId('appointment-mailto').getAttribute('href'))!,
    ).searchParams.get('body')
    expect(body).toContain('Nombre completo:')
  })
})

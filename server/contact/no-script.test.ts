import fs from 'node:fs'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { islandStartScript, prePaintScript, siteInlineScripts, speculationRules } from '#shared/inline-code'
import { cspHash } from '../csp'
import { translate } from '../i18n'
import { testServer } from '../test-server'
import { plainPageHashes } from './plain-page'

type Element = DefaultTreeAdapterMap['element']
type ParentNode = DefaultTreeAdapterMap['parentNode']

/** The contact page's two forms as the build prerenders them (trimmed of their classes), with the island loader's start. */
const contactPage = (language: 'en' | 'es') =>
  fs
    .readFileSync(new URL(`./fixtures/contact-page.${language}.html`, import.meta.url), 'utf8')
    .replace('</head>', `<script>${islandStartScript}</script></head>`)

let server: Awaited<ReturnType<typeof testServer>>
let address = 0
beforeEach(async () => {
  server = await testServer({
    files: {
      'contact/index.html': contactPage('en'),
      'es/contact/index.html': contactPage('es'),
    },
  })
})
afterEach(() => server.close())

/** A form as a browser without script posts it. */
function postForm(fields: Record<string, string> | string) {
  return server.app.request('/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.2.0.${++address}`,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  })
}

/** The answer as a browser reads it: parsed, with lookups by id and by name. */
async function page(response: Response) {
  const html = await response.text()
  const all: Element[] = []
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        all.push(child)
        walk(child)
      }
  }
  walk(parse(html))
  const attr = (element: Element | undefined, name: string) =>
    element?.attrs.find((entry) => entry.name === name)?.value
  const text = (element: Element | undefined): string =>
    (element?.childNodes ?? [])
      .map((child) => ('value' in child ? child.value : text(child as Element)))
      .join('')
  const byId = (id: string) => all.find((element) => attr(element, 'id') === id)
  return { html, all, attr, text, byId }
}

const appointment = {
  kind: 'appointment',
  reason: 'appointment',
  language: 'es',
  name: 'Lucía Pérez',
  phone: '',
  email: 'lucia@example.com',
  contactBy: 'text',
  bestTime: 'Martes después de las 3',
  insurance: 'plan',
  insurancePlan: 'VSP',
}

describe('a form posted without script, with mistakes', () => {
  it('comes back as the contact page in its language, filled in, each mistake beside its field', async () => {
    const response = await postForm({ ...appointment, name: 'L' })
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    const { attr, text, byId, all } = await page(response)
    expect(
      attr(
        all.find((element) => element.tagName === 'html'),
        'lang',
      ),
    ).toBe('es')
    expect(text(all.find((element) => element.tagName === 'title'))).toBe(
      'Error: Contáctenos y pida una cita para sus ojos',
    )

    // Everything typed is there.
    expect(attr(byId('appointment-form-name'), 'value')).toBe('L')
    expect(attr(byId('appointment-form-email'), 'value')).toBe('lucia@example.com')
    expect(attr(byId('appointment-form-bestTime'), 'value')).toBe('Martes después de las 3')
    expect(attr(byId('appointment-form-insurancePlan'), 'value')).toBe('VSP')
    expect(attr(byId('appointment-form-contactBy-text'), 'checked')).toBe('')
    expect(attr(byId('appointment-form-contactBy'), 'checked')).toBeUndefined()
    expect(attr(byId('appointment-form-insurance'), 'checked')).toBe('')

    // The mistakes: marked on the field, said beside it, in Spanish.
    const name = byId('appointment-form-name')
    expect(attr(name, 'aria-invalid')).toBe('true')
    expect(attr(name, 'aria-describedby')).toBe('appointment-form-name-error')
    expect(text(byId('appointment-form-name-error'))).toBe(translate('es', 'contact.error.nameRequired'))
    expect(attr(byId('appointment-form-name-error'), 'hidden')).toBeUndefined()
    const phone = byId('appointment-form-phone')
    expect(attr(phone, 'aria-invalid')).toBe('true')
    expect(attr(phone, 'aria-describedby')).toBe('appointment-form-phone-hint appointment-form-phone-error')
    expect(text(byId('appointment-form-phone-error'))).toBe(translate('es', 'contact.error.phoneForText'))
    // Fields without a mistake stay unmarked, their error places empty and hidden.
    expect(attr(byId('appointment-form-email'), 'aria-invalid')).toBeUndefined()
    expect(attr(byId('appointment-form-email-error'), 'hidden')).toBe('')

    // The summary at the top of the form takes focus and links to each field.
    const summary = byId('appointment-form-errors')!
    expect(attr(summary, 'hidden')).toBeUndefined()
    expect(attr(summary, 'autofocus')).toBe('')
    const links = summary.childNodes
      .flatMap((child) => ('tagName' in child && child.tagName === 'ul' ? child.childNodes : []))
      .map((item) => (item as Element).childNodes[0] as Element)
    expect(links.map((link) => [attr(link, 'href'), text(link)])).toEqual([
      ['#appointment-form-name', translate('es', 'contact.error.nameRequired')],
      ['#appointment-form-phone', translate('es', 'contact.error.phoneForText')],
    ])
    // The other form on the page is left as it was.
    expect(attr(byId('message-form-errors'), 'hidden')).toBe('')
    expect(attr(byId('message-form-name'), 'value')).toBe('')
    expect(server.messages.counts().total).toBe(0)
  })

  it('marks a choice on its group of buttons, and fills the message form’s select and text', async () => {
    const { attr, text, byId, all } = await page(
      await postForm({
        language: 'en',
        name: 'Tom B.',
        phone: '12',
        reason: 'billing',
        message: 'About my bill,\nline two',
      }),
    )
    expect(attr(byId('message-form-phone'), 'aria-invalid')).toBe('true')
    expect(text(byId('message-form-message'))).toBe('About my bill,\nline two')
    const options = all.filter((element) => element.tagName === 'option')
    expect(
      options.filter((option) => attr(option, 'selected') !== undefined).map((o) => attr(o, 'value')),
    ).toEqual(['billing'])

    const choice = await page(await postForm({ ...appointment, language: 'en', contactBy: 'fax' }))
    const group = choice.all.find(
      (element) => element.tagName === 'fieldset' && choice.attr(element, 'aria-invalid') === 'true',
    )
    expect(choice.attr(group, 'aria-describedby')).toBe('appointment-form-contactBy-error')
    expect(choice.text(choice.byId('appointment-form-contactBy-error'))).toBe(
      translate('en', 'contact.error.chooseOne'),
    )
  })

  it('is sent without the page’s code (its islands would empty the form), its own inline scripts allowed by hash', async () => {
    const response = await postForm({ ...appointment, name: '' })
    const { all, attr, text } = await page(response)
    const scripts = all.filter((element) => element.tagName === 'script')
    // The pre-paint script (theme) and the speculation rules stay; the island loader goes.
    expect(scripts.map((script) => text(script))).toEqual([prePaintScript, speculationRules])
    expect(all.some((element) => attr(element, 'src') !== undefined && element.tagName === 'script')).toBe(
      false,
    )
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${siteInlineScripts.map(cspHash).join(' ')};`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('escapes hostile input and drops control characters, keeping the text', async () => {
    const hostile = {
      language: 'en',
      name: '"><script>alert(1)</script>',
      email: 'x" autofocus onfocus="alert(2)',
      phone: '',
      message: '</textarea><script>alert(3)</script>&amp; <b>bold</b>\u0000\u0007',
    }
    const response = await postForm(hostile)
    expect(response.status).toBe(422)
    const { html, all, attr, text, byId } = await page(response)
    expect(html).not.toMatch(/<script>alert|onfocus="alert|<b>bold/)
    expect(all.filter((element) => element.tagName === 'script')).toHaveLength(2)
    expect(all.filter((element) => element.tagName === 'b')).toHaveLength(0)
    expect(attr(byId('message-form-name'), 'value')).toBe(hostile.name)
    expect(attr(byId('message-form-email'), 'value')).toBe(hostile.email)
    expect(attr(byId('message-form-email'), 'onfocus')).toBeUndefined()
    expect(text(byId('message-form-message'))).toBe('</textarea><script>alert(3)</script>&amp; <b>bold</b>')
  })

  it('answers very long values and odd encodings with the page, never a crash', async () => {
    const long = await postForm({
      language: 'es',
      name: 'x'.repeat(12_000),
      phone: '714 555 0100',
      message: 'hola',
    })
    expect(long.status).toBe(422)
    const { attr, text, byId } = await page(long)
    expect(attr(byId('message-form-name'), 'value')).toHaveLength(12_000)
    expect(text(byId('message-form-name-error'))).toBe(translate('es', 'contact.error.nameTooLong'))

    for (const body of [
      'language=es&name=%E0%A4%A&phone=&message=%C0%BC%C0%BCscript',
      'language=en&name=%uD800%3Cscript%3E&email=%FF%FE&message=%00',
      'language=en&name=a&name=%3Cscript%3Ealert(1)%3C/script%3E&message[]=x',
    ]) {
      const response = await postForm(body)
      expect(response.status, body).toBe(422)
      expect(await response.text(), body).not.toMatch(/<script>alert/)
    }
    expect(server.messages.counts().total).toBe(0)
  })

  it('falls back on a plain page naming the mistakes when no contact page is built', async () => {
    const bare = await testServer()
    try {
      const response = await bare.app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: '<script>alert(1)</script>',
          phone: '',
          message: 'hi',
          language: 'es',
        }).toString(),
      })
      expect(response.status).toBe(422)
      const html = await response.text()
      expect(html).toMatch(/^<!doctype html><html lang="es">/)
      expect(html).toContain(translate('es', 'contact.error.phoneOrEmail'))
      expect(html).toContain(translate('es', 'contactFallback.back'))
      expect(html).toContain('href="/es/contact"')
      expect(html).not.toContain('<script>alert')
      // Its one inline style is allowed by its hash, and nothing else inline.
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain(plainPageHashes.style[0])
    } finally {
      bare.close()
    }
  })
})

describe('a form posted without script, complete', () => {
  it('stores an appointment request with its answers and confirms it as a request', async () => {
    const response = await postForm({ ...appointment, phone: '714 555 0123' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/request-sent')
    expect(server.messages.get(1)).toMatchObject({
      kind: 'appointment',
      language: 'es',
      contact_by: 'text',
      best_time: 'Martes después de las 3',
      insurance: 'plan',
      insurance_plan: 'VSP',
    })
  })

  it('confirms a message on the message-sent page of its language', async () => {
    const response = await postForm({
      language: 'en',
      name: 'Rosa M.',
      email: 'rosa@example.com',
      message: 'Hello',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/message-sent')
  })
})

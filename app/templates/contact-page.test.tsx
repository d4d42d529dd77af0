import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { prerenderPage } from '#app/test/render-page'
import { formFields } from '#shared/contact/fields'
import { contactForms, errorId, fieldId, summaryId, type FormKind } from '#shared/contact/paths'

/**
 * The contact page's forms as the server needs them to send a form posted without script back
 * with its mistakes marked (server/contact/error-page.ts): each form, its error summary, and each
 * field's control and error place, by the ids shared/contact/paths.ts makes. The server's tests
 * use a copy of these forms (server/contact/fixtures/): it must have the same ids and names.
 */

const idsAndNames = (html: string, kind: FormKind) => {
  const start = html.indexOf(`<form id="${contactForms[kind].id}"`)
  const form = html.slice(start, html.indexOf('</form>', start))
  return {
    ids: [...form.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]),
    names: [...new Set([...form.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]))],
  }
}

describe('the contact page’s forms, as the server finds them', { timeout: 60_000 }, () => {
  for (const [language, path] of [
    ['en', '/contact'],
    ['es', '/es/contact'],
  ] as const) {
    it(`has every field's control and error place, and an error summary, in ${language}`, async () => {
      const html = await prerenderPage(path)
      for (const kind of ['contact', 'appointment'] as const) {
        const form = contactForms[kind].id
        expect(html, form).toContain(`<form id="${form}"`)
        expect(html).toMatch(new RegExp(`<section id="${contactForms[kind].section}"`))
        expect(html).toMatch(new RegExp(`<div id="${summaryId(form)}" tabindex="-1" role="alert" hidden=""`))
        const { ids, names } = idsAndNames(html, kind)
        for (const field of formFields[kind]) {
          expect(ids, `${form} ${field}`).toContain(fieldId(form, field))
          expect(ids, `${form} ${field}`).toContain(errorId(form, field))
          expect(names, `${form} ${field}`).toContain(field)
        }
        // The server's copy of the page has the same fields under the same ids.
        const fixture = fs.readFileSync(`server/contact/fixtures/contact-page.${language}.html`, 'utf8')
        expect(idsAndNames(fixture, kind), `server/contact/fixtures/contact-page.${language}.html`).toEqual(
          idsAndNames(html, kind),
        )
      }
    })
  }
})

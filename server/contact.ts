import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { practice } from '#shared/practice'
import { joinPath, type Language } from '#shared/languages'
import { contactPaths } from '#shared/contact/fields'
import { ContactSchema, fieldErrors, MIN_FILL_SECONDS } from '#shared/contact/schema'
import { clientAddress } from './client-address'
import { cspHash } from './csp'
import { errorAnswer, limitBody, methodNotAllowed, readFields, type Fields } from './http'
import { translate, type StringKey } from './i18n'
import type { Forwarder } from './mailer'
import type { MessageStore } from './messages'
import { rateLimiter } from './rate-limit'

export const CONTACT_BODY_LIMIT = 16 * 1024
export const CONTACT_RATE = { limit: 8, windowMs: 10 * 60_000 }

type Body = Fields

const languageOf = (body: Body): Language => (body.language === 'es' ? 'es' : 'en')

const ERROR_PAGE_STYLE =
  'body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#10243a}a{color:#0b5a7a}'
const errorPageHashes = { script: [], style: [cspHash(ERROR_PAGE_STYLE)] }

/** The no-script answer to a form with mistakes: what to fix, in the visitor's language, escaped. */
function errorPage(
  language: Language,
  errors: Record<string, string>,
  title = translate(language, 'contact.errorSummary'),
) {
  const t = (key: StringKey) => translate(language, key)
  return html`<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>${raw(ERROR_PAGE_STYLE)}</style></head>
<body><main><h1>${title}</h1>
<ul>${Object.values(errors).map((message) => html`<li>${message}</li>`)}</ul>
<p>${language === 'es' ? 'Use el botón Atrás de su navegador: lo que escribió sigue ahí.' : 'Use your browser’s Back button: what you typed is still there.'}</p>
<p><a href="${joinPath(language, contactPaths.form)}">${t('nav.contact')}</a> · <a href="tel:${practice.phones.main.e164}">${practice.phones.main.display}</a></p>
</main></body></html>`
}

export function contactRoutes({
  store,
  forwarder,
  trustProxy,
}: {
  store: MessageStore
  forwarder: Forwarder
  trustProxy: boolean
}) {
  const app = new Hono()
  const allow = rateLimiter(CONTACT_RATE)

  app.post('/', limitBody(CONTACT_BODY_LIMIT), async (c) => {
    const parsed = await readFields(c)
    if (parsed.kind === 'unsupported') return errorAnswer(c, 415, 'Send JSON or a form')
    if (parsed.kind === 'malformed') return errorAnswer(c, 400, 'Malformed body')
    const body = parsed.fields
    const form = parsed.kind === 'form'
    if (form) c.set('inlineHashes', errorPageHashes)
    const language = languageOf(body)
    const t = (key: StringKey) => translate(language, key)
    const sent = () =>
      form ? c.redirect(joinPath(language, contactPaths.sent), 303) : c.json({ ok: true }, 200)

    // Bots fill every field, people never see this one: accept quietly, store nothing.
    if (typeof body.website === 'string' && body.website !== '') return sent()

    const rate = allow(clientAddress(c, trustProxy))
    if (!rate.ok) {
      c.header('Retry-After', String(rate.retryAfterSeconds))
      return form
        ? c.html(
            errorPage(language, { form: t('contact.error.rateLimited') }, t('contact.rateLimitedTitle')),
            429,
          )
        : c.json({ error: t('contact.error.rateLimited') }, 429)
    }

    // Only script-driven forms report when they were opened; the plain form relies on the rest.
    const startedAt = Number(body.startedAt)
    if (
      body.startedAt !== undefined &&
      (!Number.isFinite(startedAt) || Date.now() - startedAt < MIN_FILL_SECONDS * 1000)
    ) {
      return c.json({ errors: { form: t('contact.error.tooFast') } }, 400)
    }

    const result = ContactSchema.safeParse(body)
    if (!result.success) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrors(result.error)).map(([field, key]) => [field, t(key)]),
      )
      return form ? c.html(errorPage(language, errors), 400) : c.json({ errors }, 400)
    }

    const { id, created } = store.save(result.data)
    if (created) void forwarder.kick()
    return form ? sent() : c.json({ ok: true, id }, created ? 201 : 200)
  })
  app.all('/', methodNotAllowed('POST'))
  return app
}

import { Hono, type Context } from 'hono'
import { joinPath, type Language } from '#shared/languages'
import { contactPaths, type FormKind } from '#shared/contact/paths'
import { ContactSchema, fieldErrors, MIN_FILL_SECONDS } from '#shared/contact/schema'
import { clientAddress } from '../client-address'
import { errorAnswer, limitBody, methodNotAllowed, readFields, type Fields } from '../http'
import { translate, type StringKey } from '../i18n'
import { FormPageError, formPageWithMistakes, type PostedForm } from './error-page'
import { plainPage, plainPageHashes } from './plain-page'
import type { Forwarder } from './mailer'
import type { MessageStore } from './store'
import { rateLimiter } from '../rate-limit'

export const CONTACT_BODY_LIMIT = 16 * 1024
export const CONTACT_RATE = { limit: 8, windowMs: 10 * 60_000 }

type Body = Fields

const languageOf = (body: Body): Language => (body.language === 'es' ? 'es' : 'en')
const kindOf = (body: Body): FormKind => (body.kind === 'appointment' ? 'appointment' : 'contact')

/** The prerendered page at a path, or null when the build has none (read from the served site). */
export type PageReader = (path: string) => string | null

export function routes({
  store,
  forwarder,
  trustProxy,
  page = () => null,
  ratePerTenMinutes = CONTACT_RATE.limit,
}: {
  store: MessageStore
  forwarder: Forwarder
  trustProxy: boolean
  page?: PageReader
  /** Messages accepted per address in ten minutes (CONTACT_RATE_LIMIT). */
  ratePerTenMinutes?: number
}) {
  const app = new Hono()
  const allow = rateLimiter({ ...CONTACT_RATE, limit: ratePerTenMinutes })

  /** A form without script comes back as the contact page, filled in and its mistakes marked. */
  function formWithMistakes(c: Context, posted: PostedForm, status: 400 | 422) {
    const template = page(joinPath(posted.language, contactPaths.form))
    if (template) {
      try {
        // The page's own inline code is the site's (the default policy); the rewrite only removes scripts.
        const filled = formPageWithMistakes(template, posted)
        c.header('Cache-Control', 'no-store')
        return c.html(filled, status)
      } catch (error) {
        // A page of a shape this does not know: the plain answer still names every mistake.
        if (!(error instanceof FormPageError)) throw error
        console.error(`The contact page cannot show a form's mistakes: ${error.message}`)
      }
    }
    c.set('inlineHashes', plainPageHashes)
    return c.html(plainPage(posted.language, posted.errors as Record<string, string>), status)
  }

  app.post('/', limitBody(CONTACT_BODY_LIMIT), async (c) => {
    const parsed = await readFields(c)
    if (parsed.kind === 'unsupported') return errorAnswer(c, 415, 'Send JSON or a form')
    if (parsed.kind === 'malformed') return errorAnswer(c, 400, 'Malformed body')
    const body = parsed.fields
    const form = parsed.kind === 'form'
    const language = languageOf(body)
    const kind = kindOf(body)
    const t = (key: StringKey) => translate(language, key)
    const sent = () =>
      form
        ? c.redirect(
            joinPath(language, kind === 'appointment' ? contactPaths.requestSent : contactPaths.sent),
            303,
          )
        : c.json({ ok: true }, 200)

    // Bots fill every field, people never see this one: accept quietly, store nothing.
    if (typeof body.website === 'string' && body.website !== '') return sent()

    // Only messages the office would receive count toward the limit: a patient who makes a
    // mistake twice can still send, and a flood of valid messages is still stopped.
    const address = clientAddress(c, trustProxy)
    const limited = (retryAfterSeconds: number) => {
      c.header('Retry-After', String(retryAfterSeconds))
      if (!form) return c.json({ error: t('contact.error.rateLimited') }, 429)
      c.set('inlineHashes', plainPageHashes)
      return c.html(
        plainPage(language, { form: t('contact.error.rateLimited') }, t('contact.rateLimitedTitle')),
        429,
      )
    }
    const blocked = allow.blockedFor(address)
    if (blocked > 0) return limited(blocked)

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
      const found = fieldErrors(result.error)
      const errors: PostedForm['errors'] = Object.fromEntries(
        Object.entries(found).map(([field, key]) => [field, t(key)]),
      )
      if (Object.keys(errors).length === 0) errors.form = t('contact.error.invalid')
      return form
        ? formWithMistakes(c, { kind, language, values: body, errors }, 422)
        : c.json({ errors }, 400)
    }

    const rate = allow(address)
    if (!rate.ok) return limited(rate.retryAfterSeconds)
    const { id, created } = store.save(result.data)
    if (created) void forwarder.kick()
    return form ? sent() : c.json({ ok: true, id }, created ? 201 : 200)
  })
  app.all('/', methodNotAllowed('POST'))
  return app
}

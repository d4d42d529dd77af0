/** @jsxImportSource hono/jsx */
import { joinPath, type Language } from '#shared/languages'
import { contactPaths } from '#shared/contact/paths'
import { practice } from '#shared/practice'
import { cspHash } from '../csp'
import { htmlDocument } from '../html-document'
import { translate } from '../i18n'

const STYLE =
  'body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#10243a}a{color:#0b5a7a}'

/** What the page's Content-Security-Policy must allow: its one inline style. */
export const plainPageHashes = { script: [], style: [cspHash(STYLE)] }

/**
 * The plain answer to a form without script when the contact page cannot carry it (too many
 * messages, or no built page): what happened, in the visitor's language, escaped, with the way
 * back to what they typed and the office's phone.
 */
export function plainPage(
  language: Language,
  errors: Record<string, string>,
  title = translate(language, 'contact.errorSummary'),
) {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
  return htmlDocument(
    <html lang={language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <ul>
            {Object.values(errors).map((message) => (
              <li>{message}</li>
            ))}
          </ul>
          <p>{t('contactFallback.back')}</p>
          <p>
            <a href={joinPath(language, contactPaths.form)}>{t('nav.contact')}</a> ·{' '}
            <a href={`tel:${practice.phones.main.e164}`}>{practice.phones.main.display}</a>
          </p>
        </main>
      </body>
    </html>,
  )
}

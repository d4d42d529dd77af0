import { decodeHTMLAttribute } from 'entities'
import { ContentError } from '#shared/content/content-error'

/**
 * Where a link or a picture in content may point: a path on this site (`/contact`, `../x`,
 * `#section`), another page of the content (`page:conditions/glaucoma`), the web, an email
 * address or a phone number. Anything else (`javascript:`, `data:`, `vbscript:`, `file:`...)
 * is refused with the file and the field.
 */
export const linkSchemes = ['page', 'https', 'http', 'mailto', 'tel'] as const

const allowed = new Set<string>(linkSchemes)

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The address a link in content leads to, checked as the browser will read it: entity
 * references decoded (`jav&#x61;script:` is `javascript:` once in an attribute), case ignored,
 * and no control character anywhere (a tab or line break inside a scheme is dropped by the URL
 * parser, so `java&Tab;script:` would run). The result is the address to write, HTML-escaped,
 * into the page; a ContentError naming `file` and `field` if it may not be linked.
 */
export function safeHref(href: string, file: string, field?: string): string {
  const refuse = (reason: string) =>
    new ContentError(file, `${reason}: ${JSON.stringify(href.slice(0, 60))}`, field, { code: 'unsafe-link' })
  const url = decodeHTMLAttribute(href).trim()
  if (CONTROL.test(url)) throw refuse('a link holds a control character (a tab, a line break...)')
  // Anything before the first "/", "?" or "#" that holds a colon names a scheme.
  const head = url.split(/[/?#]/, 1)[0] ?? ''
  const colon = head.indexOf(':')
  if (colon !== -1) {
    const scheme = head.slice(0, colon).toLowerCase()
    if (!allowed.has(scheme))
      throw refuse(
        `a link may only lead to a path of this site or to ${linkSchemes.map((s) => `${s}:`).join(', ')}`,
      )
  } else if (/^[/\\]{2}/.test(url)) throw refuse('write the full address of another site, with https://')
  return url
}

import type { Context } from 'hono'
import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import QRCode from 'qrcode'
import type { AdminDeps } from './context'
import { i18nOf } from './i18n'
import { QrTool } from './keratoconus-qr-views'

export const REFERRAL_PATH = '/keratoconus-referral'
const TAG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/
export type TagParam = 'utm' | 'ref'

/** The landing page's absolute URL, with the campaign tag as utm_campaign (source qr, medium print) or as ?ref=. */
export function referralUrl(origin: string, tag = '', param: TagParam = 'utm'): string {
  const url = new URL(REFERRAL_PATH, origin)
  if (tag && param === 'ref') url.searchParams.set('ref', tag)
  else if (tag) {
    url.searchParams.set('utm_source', 'qr')
    url.searchParams.set('utm_medium', 'print')
    url.searchParams.set('utm_campaign', tag)
  }
  return url.toString()
}

type Choice =
  { ok: true; tag: string; param: TagParam; url: string } | { ok: false; tag: string; param: TagParam }

function choiceOf(c: Context, origin: string): Choice {
  const tag = (c.req.query('tag') ?? '').trim()
  const param: TagParam = c.req.query('param') === 'ref' ? 'ref' : 'utm'
  if (tag && !TAG.test(tag)) return { ok: false, tag: tag.slice(0, 80), param }
  return { ok: true, tag, param, url: referralUrl(origin, tag, param) }
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Error correction M survives a scuffed card; the margin is the quiet zone scanners need.
const qrOptions = { errorCorrectionLevel: 'M', margin: 4 } as const

/** The QR code tool: preview, a printable sheet of business cards, SVG and PNG downloads. */
export function routes({ render, siteOrigin }: AdminDeps) {
  const pages = new Hono()
  pages.get('/', async (c) => {
    const choice = choiceOf(c, siteOrigin)
    const { t } = i18nOf(c)
    const query = new URLSearchParams(choice.tag ? { tag: choice.tag, param: choice.param } : {}).toString()
    const svg = choice.ok
      ? (await QRCode.toString(choice.url, { ...qrOptions, type: 'svg' })).replace(
          '<svg ',
          `<svg role="img" aria-label="${attribute(t('qr.imageLabel', { url: choice.url }))}" class="size-full" `,
        )
      : ''
    return render(
      c,
      t('qr.title'),
      jsx(QrTool, { tag: choice.tag, param: choice.param, url: choice.ok ? choice.url : null, svg, query }),
      choice.ok ? 200 : 400,
    )
  })

  pages.get('/qr.svg', async (c) => {
    const choice = choiceOf(c, siteOrigin)
    if (!choice.ok) return c.text(i18nOf(c).t('qr.tagRule'), 400)
    c.header('Content-Disposition', 'attachment; filename="keratoconus-referral-qr.svg"')
    return c.body(await QRCode.toString(choice.url, { ...qrOptions, type: 'svg' }), 200, {
      'Content-Type': 'image/svg+xml',
    })
  })

  pages.get('/qr.png', async (c) => {
    const choice = choiceOf(c, siteOrigin)
    if (!choice.ok) return c.text(i18nOf(c).t('qr.tagRule'), 400)
    const png = await QRCode.toBuffer(choice.url, { ...qrOptions, type: 'png', width: 1200 })
    c.header('Content-Disposition', 'attachment; filename="keratoconus-referral-qr.png"')
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' })
  })
  return pages
}

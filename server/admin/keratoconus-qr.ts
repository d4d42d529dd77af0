import type { Context } from 'hono'
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import QRCode from 'qrcode'
import { practice } from '#shared/practice'
import type { AdminDeps } from './context'

export const REFERRAL_PATH = '/keratoconus-referral'
const TAG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/
export type TagParam = 'utm' | 'ref'

/** The site's public origin: SITE_ORIGIN when set (as in the build), else the practice config's. */
export const siteOrigin = () => (process.env.SITE_ORIGIN ?? practice.origin).replace(/\/+$/, '')

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
  | { ok: true; tag: string; param: TagParam; url: string }
  | { ok: false; tag: string; param: TagParam; error: string }

function choiceOf(c: Context): Choice {
  const tag = (c.req.query('tag') ?? '').trim()
  const param: TagParam = c.req.query('param') === 'ref' ? 'ref' : 'utm'
  if (tag && !TAG.test(tag))
    return {
      ok: false,
      tag: tag.slice(0, 80),
      param,
      error:
        'Use up to 40 letters, digits, hyphens or underscores for the campaign tag, starting with a letter or digit.',
    }
  return { ok: true, tag, param, url: referralUrl(siteOrigin(), tag, param) }
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Error correction M survives a scuffed card; the margin is the quiet zone scanners need.
const qrOptions = { errorCorrectionLevel: 'M', margin: 4 } as const

function businessCard(svg: string, url: string) {
  return html`<div class="flex h-[2in] w-[3.5in] items-center gap-[0.12in] overflow-hidden rounded-lg border border-border bg-white p-[0.14in] text-[#10243a] print:rounded-none print:border-dashed print:border-[#9aa5b1]">
    <div class="min-w-0 flex-1 text-[7.5pt] leading-snug">
      <p class="text-[10pt] leading-tight font-bold">${practice.name}</p>
      <p class="mt-[3pt] text-[8.5pt] font-semibold">Keratoconus care · Queratocono</p>
      <p class="mt-[3pt]">Sent to us by your doctor? Scan to see what happens at your first visit.</p>
      <p class="mt-[2pt]">¿Lo envió su médico? Escanee para saber cómo es su primera visita.</p>
      <p class="mt-[4pt] text-[9pt] font-bold">${practice.phones.keratoconus.display}</p>
      <p class="mt-[2pt] break-words">${new URL(url).host.replace(/^www\./, '')}</p>
    </div>
    <div class="size-[1.5in] shrink-0">${raw(svg)}</div>
  </div>`
}

/** The QR code tool: preview, a printable sheet of business cards, SVG and PNG downloads. */
export function routes({ render }: AdminDeps) {
  const pages = new Hono()
  pages.get('/', async (c) => {
    const choice = choiceOf(c)
    const query = new URLSearchParams(choice.tag ? { tag: choice.tag, param: choice.param } : {}).toString()
    const svg = choice.ok
      ? (await QRCode.toString(choice.url, { ...qrOptions, type: 'svg' })).replace(
          '<svg ',
          `<svg role="img" aria-label="QR code for ${attribute(choice.url)}" class="size-full" `,
        )
      : ''
    const body = html`
      <form method="get" action="/admin/keratoconus-qr" class="mt-6 grid max-w-xl gap-3 print:hidden">
        ${choice.ok ? '' : html`<p role="alert" id="tag-error" class="rounded-md border border-destructive bg-destructive/10 p-3">${choice.error}</p>`}
        <label for="tag" class="font-semibold">Campaign tag (optional)</label>
        <p id="tag-hint" class="-mt-2 text-sm text-muted-foreground">For example spring-flyer or dr-nguyen-office, so the statistics show which cards bring visits.</p>
        <input id="tag" name="tag" value="${choice.tag}" maxlength="40" aria-describedby="tag-hint${choice.ok ? '' : ' tag-error'}" ${choice.ok ? '' : html`aria-invalid="true"`} class="min-h-11 rounded-md border border-border bg-background px-3">
        <fieldset class="grid gap-2"><legend class="font-semibold">Add the tag as</legend>
          <label class="flex items-center gap-2"><input type="radio" name="param" value="utm" ${choice.param === 'utm' ? 'checked' : ''}> utm_campaign (with utm_source=qr, utm_medium=print)</label>
          <label class="flex items-center gap-2"><input type="radio" name="param" value="ref" ${choice.param === 'ref' ? 'checked' : ''}> ref</label>
        </fieldset>
        <button class="min-h-11 justify-self-start rounded-md bg-primary px-4 font-semibold text-primary-foreground">Make the QR code</button>
      </form>
      ${
        choice.ok
          ? html`<section aria-labelledby="preview-heading" class="mt-8 print:hidden">
            <h2 id="preview-heading" class="text-xl font-bold">Preview</h2>
            <p class="mt-2">The code opens <a class="break-all text-primary underline" href="${choice.url}" data-testid="qr-target">${choice.url}</a></p>
            <div class="mt-4">${businessCard(svg, choice.url)}</div>
            <p class="mt-4 flex flex-wrap gap-3">
              <a class="rounded-md border border-border bg-background px-4 py-2 font-semibold hover:border-primary" href="/admin/keratoconus-qr/qr.svg${query ? `?${query}` : ''}" download>Download SVG</a>
              <a class="rounded-md border border-border bg-background px-4 py-2 font-semibold hover:border-primary" href="/admin/keratoconus-qr/qr.png${query ? `?${query}` : ''}" download>Download PNG</a>
            </p>
            <p class="mt-4 text-sm text-muted-foreground">To print business cards, use your browser’s Print command: only a sheet of eight cards (3.5 × 2 inches, cutting lines dashed) is printed.</p>
          </section>
          <div class="hidden print:grid print:grid-cols-[3.5in_3.5in] print:justify-center">${Array.from({ length: 8 }, () => businessCard(svg, choice.url))}</div>`
          : ''
      }`
    return render(c, 'Keratoconus referral QR code', body, choice.ok ? 200 : 400)
  })

  pages.get('/qr.svg', async (c) => {
    const choice = choiceOf(c)
    if (!choice.ok) return c.text(choice.error, 400)
    c.header('Content-Disposition', 'attachment; filename="keratoconus-referral-qr.svg"')
    return c.body(await QRCode.toString(choice.url, { ...qrOptions, type: 'svg' }), 200, {
      'Content-Type': 'image/svg+xml',
    })
  })

  pages.get('/qr.png', async (c) => {
    const choice = choiceOf(c)
    if (!choice.ok) return c.text(choice.error, 400)
    const png = await QRCode.toBuffer(choice.url, { ...qrOptions, type: 'png', width: 1200 })
    c.header('Content-Disposition', 'attachment; filename="keratoconus-referral-qr.png"')
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' })
  })
  return pages
}

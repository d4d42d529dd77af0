/** @jsxImportSource hono/jsx */
import { practice } from '#shared/practice'
import { Button, LinkButton, TextLink } from './ui/button'
import { useI18n } from './ui/context'
import { Choices, TextField } from './ui/field'
import { Hint, Prose, Section } from './ui/layout'
import { ErrorSummary } from './ui/notice'
import type { TagParam } from './keratoconus-qr'

/**
 * One business card (3.5 × 2 in) with the code: the practice's words for patients, in both
 * languages whoever prints it. `svg` is the QR library's own markup.
 */
function BusinessCard({ svg, url }: { svg: string; url: string }) {
  return (
    <div class="flex h-[2in] w-[3.5in] items-center gap-[0.12in] overflow-hidden rounded-lg border border-border bg-white p-[0.14in] text-[#10243a] print:rounded-none print:border-dashed print:border-[#9aa5b1]">
      <div class="min-w-0 flex-1 text-[7.5pt] leading-snug">
        <p class="text-[10pt] leading-tight font-bold">{practice.name}</p>
        <p class="mt-[3pt] text-[8.5pt] font-semibold">Keratoconus care · Queratocono</p>
        <p class="mt-[3pt]">Sent to us by your doctor? Scan to see what happens at your first visit.</p>
        <p class="mt-[2pt]" lang="es">
          ¿Lo envió su médico? Escanee para saber cómo es su primera visita.
        </p>
        <p class="mt-[4pt] text-[9pt] font-bold">{practice.phones.keratoconus.display}</p>
        <p class="mt-[2pt] break-words">{new URL(url).host.replace(/^www\./, '')}</p>
      </div>
      <div class="size-[1.5in] shrink-0" dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  )
}

export interface QrView {
  tag: string
  param: TagParam
  /** The code's address, or null when the tag was refused. */
  url: string | null
  svg: string
  /** The downloads' query string ('' without a tag). */
  query: string
}

/** The QR code tool at /admin/keratoconus-qr: a tag, a preview, downloads and a print sheet. */
export function QrTool({ tag, param, url, svg, query }: QrView) {
  const { t } = useI18n()
  const suffix = query ? `?${query}` : ''
  return (
    <>
      <ErrorSummary field="tag" text={url === null ? t('qr.tagRule') : null} />
      <form method="get" action="/admin/keratoconus-qr" class="mt-6 grid max-w-xl gap-4 print:hidden">
        <TextField
          id="tag"
          label={t('qr.tag')}
          hint={t('qr.tagHint')}
          error={url === null ? t('qr.tagRule') : null}
          value={tag}
          maxlength={40}
        />
        <Choices
          id="param"
          label={t('qr.param')}
          selected={param}
          choices={[
            { value: 'utm', label: 'utm_campaign', description: t('qr.utm') },
            { value: 'ref', label: 'ref', description: t('qr.ref') },
          ]}
        />
        <Button class="justify-self-start">{t('qr.make')}</Button>
      </form>
      {url === null ? null : (
        <>
          <Section id="preview" title={t('qr.preview')} class="mt-8 print:hidden">
            <Prose>
              {t('qr.opens')}{' '}
              <TextLink href={url} class="break-all" data-testid="qr-target">
                {url}
              </TextLink>
            </Prose>
            <div class="mt-4">
              <BusinessCard svg={svg} url={url} />
            </div>
            <p class="mt-4 flex flex-wrap gap-3">
              <LinkButton href={`/admin/keratoconus-qr/qr.svg${suffix}`} download>
                {t('qr.svg')}
              </LinkButton>
              <LinkButton href={`/admin/keratoconus-qr/qr.png${suffix}`} download>
                {t('qr.png')}
              </LinkButton>
            </p>
            <Hint class="mt-4">{t('qr.print')}</Hint>
          </Section>
          <div class="hidden print:grid print:grid-cols-[3.5in_3.5in] print:justify-center">
            {Array.from({ length: 8 }, () => (
              <BusinessCard svg={svg} url={url} />
            ))}
          </div>
        </>
      )}
    </>
  )
}

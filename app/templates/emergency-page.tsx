import { Ban, CircleAlert, Phone, Siren } from 'lucide-react'
import { useHourIslandProps } from '#app/features/hours/use-schedule'
import { useTranslation } from 'react-i18next'
import { CallToAction } from '#app/features/contact/call-to-action'
import { CallButton } from '#app/features/contact/contact-buttons'
import { FaqList } from '#app/components/faq-list'
import { Breadcrumbs } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { RelatedPages } from '#app/components/related-pages'
import { buttonVariants } from '#app/components/ui/button'
import type { LayoutData, PagePhone } from '#app/view/page-data'
import { AfterHoursNote } from '#app/features/hours/after-hours-note'
import type { OfficeCallProps } from '#app/features/hours/office-call.island'
import { islandAttributes } from '#app/features/islands/attributes'
import { Figure } from '#app/features/diagrams/figure'
import { cn } from '#app/lib/utils'

const tone = {
  'call-today': 'border-warning bg-warning text-warning-foreground',
  'book-visit': 'border-primary bg-primary text-primary-foreground',
} as const

/** The office's number, or, once the hour is known and it is closed, the number of an office that is open. */
function OfficeCallButton({ phone, primary }: { phone: PagePhone; primary: boolean }) {
  const { t } = useTranslation()
  const props: OfficeCallProps = { ...useHourIslandProps(['emergency.callOffice']), phone }
  return (
    <span className="contents" {...islandAttributes('office-call', 'idle', props)}>
      <CallButton phone={phone} variant={primary ? 'default' : 'outline'} wrap>
        {t('emergency.callOffice', { phone: phone.display })}
      </CallButton>
    </span>
  )
}

/**
 * The first screen answers "what do I do now": the urgency, the first-aid steps and the call
 * buttons come before any explanation, so on a small phone the first step shows without scrolling.
 */
export function EmergencyPage({ page }: { page: LayoutData<'emergency'> }) {
  const { t } = useTranslation()
  const { front, phone } = page
  return (
    <article>
      <div className="mx-auto max-w-4xl px-4 pt-4 sm:px-6">
        <Breadcrumbs items={page.breadcrumbs} />
        {/* A 911-level page opens with the shell's red band, which dials 911 (shell/emergency-band.tsx). */}
        {front.urgency !== 'emergency-room' && (
          <p
            className={cn(
              'mt-4 flex items-center gap-2 rounded-lg border-2 px-4 py-3 font-bold [overflow-wrap:break-word]',
              tone[front.urgency],
            )}
            data-testid="urgency"
          >
            <Siren aria-hidden className="size-5 shrink-0" />
            {t(`emergency.level.${front.urgency}`)}
          </p>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{front.heading}</h1>
        {/* With a first-aid picture: beside the steps on wide screens, after the call buttons otherwise. */}
        <div className={cn(page.diagram && 'lg:grid lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-x-6')}>
          <section
            aria-labelledby="do-now"
            className="mt-4 rounded-xl border border-border bg-card p-5 lg:col-start-1"
            data-testid="do-now"
          >
            <h2 id="do-now" className="flex items-center gap-2 text-xl font-semibold">
              <CircleAlert aria-hidden className="size-5 text-destructive" />
              {t('emergency.doNow')}
            </h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-6 text-base leading-relaxed marker:font-bold">
              {front.doNow.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <AfterHoursNote
              view={page.afterHours}
              className="mt-4 border-t border-border pt-3 text-base leading-relaxed font-medium"
            />
          </section>
          <div className="mt-4 flex flex-wrap gap-3 lg:col-start-1 lg:self-start">
            {front.urgency === 'emergency-room' && (
              <a
                className={buttonVariants({ variant: 'destructive', size: 'lg' })}
                href="tel:911"
                data-analytics="phone_click"
              >
                <Phone aria-hidden />
                {t('emergency.call911')}
              </a>
            )}
            <OfficeCallButton phone={phone} primary={front.urgency !== 'emergency-room'} />
          </div>
          {page.diagram && (
            <Figure
              figure={page.diagram}
              className="mt-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
            />
          )}
        </div>
        <p className="mt-5 text-lg leading-relaxed">{front.summary}</p>
        <section aria-labelledby="do-not" className="mt-4 rounded-xl border border-border bg-muted/50 p-5">
          <h2 id="do-not" className="flex items-center gap-2 text-xl font-semibold">
            <Ban aria-hidden className="size-5 text-destructive" />
            {t('emergency.doNot')}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-6 leading-relaxed">
            {front.doNot.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <Prose html={page.html} />
        <FaqList items={page.faq} />
        <RelatedPages items={page.related} />
        <CallToAction />
      </div>
    </article>
  )
}

import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CallButton } from '#app/features/contact/contact-buttons'
import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { FaqList } from '#app/components/faq-list'
import { RelatedPages } from '#app/components/related-pages'
import { buttonVariants } from '#app/components/ui/button'
import { practice } from '#shared/practice'
import type { LayoutData } from '#app/view/page-data'
import { appointmentMailto } from '#app/features/contact/appointment'
import { contactForms } from '#shared/contact/paths'
import appointmentForm from '#app/features/contact/appointment-form.island'
import contactForm from '#app/features/contact/contact-form.island'
import { replyClosures } from '#app/features/contact/reply-line'
import { Island } from '#app/features/islands/island'
import { useSite } from '#app/features/site/context'
import { OfficeCard } from './office-card'

/** When a form's island starts: as it comes near the screen, or at the first touch of a field. */
const formsWake = ['visible', 'interaction'] as const

/**
 * The appointment and message forms are in the prerendered page in full and post without script;
 * each is an island (features/contact/*.island.tsx), enhanced when it comes near the screen or a
 * visitor reaches for it. The ids are shared with the server, which marks the mistakes of a form
 * posted without script.
 */
export function ContactPage({ page }: { page: LayoutData<'contact'> }) {
  const { t } = useTranslation()
  const reply = replyClosures(useSite().schedule.closures)
  return (
    <>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={page.front.heading}
        summary={page.front.summary}
        language={page.language}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <section
            id={contactForms.appointment.section}
            aria-labelledby="appointment-title"
            className="scroll-mt-6 rounded-xl border border-border bg-card p-6"
          >
            <h2 id="appointment-title" className="text-2xl font-semibold tracking-tight">
              {t('contact.appointmentTitle')}
            </h2>
            <p className="mt-2 mb-5 text-muted-foreground">{t('contact.appointmentIntro')}</p>
            <Island
              island={appointmentForm}
              props={{ form: contactForms.appointment.id, closures: reply }}
              when={formsWake}
            />
            <div className="mt-6 flex flex-wrap gap-3 border-t border-border pt-5">
              <CallButton phone={practice.phones.main} />
              <a
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
                href={appointmentMailto(page.language)}
                data-analytics="appointment_request"
              >
                <Mail aria-hidden />
                {t('contact.emailRequest')}
              </a>
            </div>
          </section>
          <section
            id={contactForms.contact.section}
            aria-labelledby="message-title"
            className="mt-10 scroll-mt-6 rounded-xl border border-border bg-card p-6"
          >
            <h2 id="message-title" className="text-2xl font-semibold tracking-tight">
              {t('contact.formTitle')}
            </h2>
            <p className="mt-2 mb-5 text-muted-foreground">{t('contact.formIntro')}</p>
            <Island
              island={contactForm}
              props={{ form: contactForms.contact.id, closures: reply }}
              when={formsWake}
            />
          </section>
          <Prose html={page.html} className="mt-10 max-w-3xl" />
          <FaqList items={page.faq} />
          <RelatedPages items={page.related} />
        </div>
        <div className="grid content-start gap-6">
          {practice.offices.map((office) => (
            <OfficeCard key={office.id} office={office} />
          ))}
        </div>
      </div>
    </>
  )
}

import { useTranslation } from 'react-i18next'
import { CallToAction } from '#app/features/contact/call-to-action'
import { BookButton, CallButton } from '#app/features/contact/contact-buttons'
import { FaqList } from '#app/components/faq-list'
import { Prose } from '#app/components/prose'
import { practice } from '#shared/practice'
import type { LayoutData } from '#app/view/page-data'
import { MapFigure } from '#app/features/map/map-figure'
import { LinkGrid } from './link-grid'
import { HomeQuickPaths } from './home-quick-paths'
import { OfficeCard } from './office-card'
import { Testimonials } from './testimonials'

export function HomePage({ page }: { page: LayoutData<'home'> }) {
  const { t } = useTranslation()
  const { front } = page
  const { language } = page
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-secondary via-background to-accent/40">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('site.tagline')}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {front.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{front.summary}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookButton />
              <CallButton phone={practice.phones.main} />
            </div>
          </div>
          <HomeQuickPaths paths={page.quickPaths} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <LinkGrid items={page.cards} headingLevel={2} />
        <Prose html={page.html} className="mt-12 max-w-3xl" />
        <Testimonials items={front.testimonials} language={language} />
        <section aria-labelledby="office-list" className="mt-12">
          <h2 id="office-list" className="text-2xl font-semibold tracking-tight">
            {t('home.officesTitle')}
          </h2>
          <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <div className="grid gap-6 md:grid-cols-2">
              {practice.offices.map((office) => (
                <OfficeCard key={office.id} office={office} headingLevel={3} />
              ))}
            </div>
            <MapFigure map={page.map} className="max-w-md" />
          </div>
        </section>
        <FaqList items={page.faq} />
        <CallToAction />
      </div>
    </>
  )
}

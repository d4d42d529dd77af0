import { useTranslation } from 'react-i18next'
import { practice } from '#shared/practice'
import { LinkLanguage } from '#app/components/link-language'
import { PhoneNumber } from '#app/components/phone-number'
import { useLanguage } from '#app/features/i18n/language-provider'
import { footerLinks, shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import { useSchedule } from '#app/features/hours/use-schedule'
import { OfficeHours } from './office-hours'

export function SiteFooter() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const links = useShellLinks()
  const schedule = useSchedule()

  return (
    <footer className="mt-16 border-t border-border bg-muted/40 pb-24 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-offices" className="lg:col-span-2">
          <h2 id="footer-offices" className="text-base font-semibold">
            {t('footer.offices')}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {practice.offices.map((office) => (
              <li key={office.id} className="text-sm">
                <p className="font-semibold">{office.name[language]}</p>
                <address className="text-muted-foreground not-italic">
                  {office.street}
                  <br />
                  {office.city}, {office.region} {office.postalCode}
                </address>
                <a
                  className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline"
                  href={`tel:${office.phone.e164}`}
                  data-analytics="phone_click"
                >
                  <PhoneNumber phone={office.phone} />
                </a>
                <OfficeHours office={office} className="mt-2 text-muted-foreground" />
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-base font-semibold">
            {t('footer.explore')}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.page}>
                <a
                  href={links[item.page].href}
                  hrefLang={links[item.page].language}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t(item.key)}
                  <LinkLanguage language={links[item.page].language} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="text-sm">
          <h2 id="footer-contact" className="text-base font-semibold">
            {practice.name}
          </h2>
          <p className="mt-4 text-muted-foreground">
            {t('footer.serviceArea', { cities: practice.serviceArea.join(', '), county: practice.county })}
          </p>
          <p className="mt-3">
            <a
              className="font-semibold text-primary underline-offset-4 hover:underline"
              href={`tel:${practice.phones.main.e164}`}
              data-analytics="phone_click"
            >
              <PhoneNumber phone={practice.phones.main} />
            </a>
            <br />
            <span className="text-muted-foreground">
              {t('footer.fax')}: <PhoneNumber phone={practice.phones.fax} />
            </span>
            <br />
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:px-6 md:flex-row md:justify-between">
          <p>{t('footer.disclaimer')}</p>
          <p className="flex gap-4">
            <a href={links[shellRoles.privacy].href} className="underline-offset-4 hover:underline">
              {t('footer.privacy')}
            </a>
            {/* The build's year: the visitor's clock would not match the prerendered page on New Year's Day. */}
            <span>{t('footer.rights', { year: schedule.asOf.slice(0, 4), name: practice.name })}</span>
          </p>
        </div>
      </div>
    </footer>
  )
}

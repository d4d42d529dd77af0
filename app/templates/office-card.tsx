import { Copy, MapPin, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { WithPhoneNumber } from '#app/components/phone-number'
import { Button, buttonVariants } from '#app/components/ui/button'
import type { Office } from '#shared/practice'
import { useLanguage } from '#app/features/i18n/language-provider'
import { islandAttributes } from '#app/features/islands/attributes'
import { stringsFor } from '#app/features/islands/island'
import { OfficeHours } from '#app/features/shell/office-hours'
import { useSite } from '#app/features/site/context'
import type { CopyAddressProps } from '#app/features/toasts/copy-address.island'
import { cn } from '#app/lib/utils'

export function officeAddress(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`
}

export function OfficeCard({
  office,
  className,
  headingLevel = 2,
}: {
  office: Office
  className?: string
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { strings } = useSite()
  const Heading = `h${headingLevel}` as const
  const address = officeAddress(office)
  const copy: CopyAddressProps = {
    address,
    strings: stringsFor(strings[language] ?? {}, ['office.copying', 'office.copied', 'office.copyFailed']),
  }

  return (
    <section
      className={cn('rounded-xl border border-border bg-card p-[min(1.25rem,20px)] text-sm', className)}
      aria-label={office.name[language]}
    >
      <Heading className="text-lg font-semibold">{office.name[language]}</Heading>
      <address className="mt-2 leading-relaxed text-muted-foreground not-italic">
        {office.street}
        <br />
        {office.city}, {office.region} {office.postalCode}
      </address>
      <p className="mt-2 text-muted-foreground">{office.directions[language]}</p>
      <OfficeHours office={office} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          className={buttonVariants({ size: 'sm' })}
          href={`tel:${office.phone.e164}`}
          data-analytics="phone_click"
        >
          <Phone aria-hidden />
          <span>
            <WithPhoneNumber text={t('office.call', { phone: office.phone.display })} phone={office.phone} />
          </span>
        </a>
        <a
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
          rel="noopener"
          target="_blank"
        >
          <MapPin aria-hidden />
          {t('office.map')}
        </a>
        <Button size="sm" variant="ghost" {...islandAttributes('copy-address', 'interaction', copy)}>
          <Copy aria-hidden />
          {t('office.copyAddress')}
        </Button>
      </div>
    </section>
  )
}

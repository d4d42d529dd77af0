import type {
  City,
  DayOfWeek,
  IdReference,
  OpeningHoursSpecification,
  Optometric,
  PostalAddress,
} from 'schema-dts'
import { mainOffice, practice, type DayOfWeek as Weekday, type Office } from '#shared/practice'
import type { Language } from '#shared/languages'
import { closuresOf, upcoming, type Closure } from '#shared/hours/schedule'
import { shareImage } from './share-image'
import { absoluteUrl } from './urls'

/**
 * The practice as schema.org `Optometric` (a MedicalBusiness), each office as one of its
 * locations with address, coordinates, phone, opening hours and the cities it serves.
 * Everything comes from the practice file (app/content/practice.json, via shared/practice.ts).
 */

const dayNames = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
} as const satisfies Record<Weekday, DayOfWeek>

export const practiceId = (origin: string) => absoluteUrl(origin, '/#practice')
export const officeId = (origin: string, office: Office) => absoluteUrl(origin, `/#office-${office.id}`)

export function practiceReference(origin: string): IdReference {
  return { '@id': practiceId(origin) }
}

function address(office: Office): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: 'US',
  }
}

/** Closures the structured data names: as of the build, those not over by then. */
export interface ScheduleFacts {
  asOf: string
  closures: readonly Closure[]
}

/**
 * An office's closures and special hours of the next 30 days, as the pages list them. A closed
 * day opens and closes at 00:00, as schema.org and search engines read it.
 */
function specialHours(office: Office, schedule: ScheduleFacts | undefined, language: Language) {
  if (!schedule) return []
  return upcoming(closuresOf(schedule.closures, office.id), schedule.asOf).map(
    (closure): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      name: closure.reason[language],
      opens: closure.hours?.opens ?? '00:00',
      closes: closure.hours?.closes ?? '00:00',
      validFrom: closure.from,
      validThrough: closure.to,
    }),
  )
}

function withSpecialHours(office: Office, schedule: ScheduleFacts | undefined, language: Language) {
  const special = specialHours(office, schedule, language)
  return special.length > 0 ? { specialOpeningHoursSpecification: special } : {}
}

function openingHours(office: Office): OpeningHoursSpecification[] {
  return office.hours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days.map((day) => dayNames[day]),
    opens: hours.opens,
    closes: hours.closes,
  }))
}

/** The service-area cities, each placed in the county, so "near me" searches can match them. */
export function areaServed(): City[] {
  return practice.serviceArea.map((city) => ({
    '@type': 'City',
    name: `${city}, CA`,
    containedInPlace: { '@type': 'AdministrativeArea', name: `${practice.county}, CA` },
  }))
}

export function officeNode(
  origin: string,
  office: Office,
  language: Language,
  schedule?: ScheduleFacts,
): Optometric {
  return {
    '@type': 'Optometric',
    '@id': officeId(origin, office),
    name: `${practice.name} – ${office.name[language]}`,
    address: address(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    telephone: office.phone.e164,
    openingHoursSpecification: openingHours(office),
    ...withSpecialHours(office, schedule, language),
    areaServed: areaServed(),
    parentOrganization: practiceReference(origin),
  }
}

/** The whole practice with its offices: for home, about, contact and the location pages. */
export function practiceNode(origin: string, language: Language, schedule?: ScheduleFacts): Optometric {
  const main = mainOffice
  return {
    '@type': 'Optometric',
    '@id': practiceId(origin),
    name: practice.name,
    legalName: practice.legalName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    image: absoluteUrl(origin, shareImage('core', language).path),
    email: practice.email,
    telephone: practice.phones.main.e164,
    faxNumber: practice.phones.fax.e164,
    address: address(main),
    geo: { '@type': 'GeoCoordinates', latitude: main.geo.latitude, longitude: main.geo.longitude },
    openingHoursSpecification: openingHours(main),
    ...withSpecialHours(main, schedule, language),
    areaServed: areaServed(),
    knowsLanguage: ['en', 'es'],
    location: practice.offices.map((office) => officeNode(origin, office, language, schedule)),
  }
}

/** A short reference to the practice, for pages that only name it as publisher. */
export function practiceStub(origin: string): Optometric {
  return {
    '@type': 'Optometric',
    '@id': practiceId(origin),
    name: practice.name,
    url: absoluteUrl(origin, '/'),
  }
}

import type {
  City,
  DayOfWeek,
  IdReference,
  OpeningHoursSpecification,
  Optometric,
  PostalAddress,
} from 'schema-dts'
import { practice, type Office } from '#shared/practice'
import type { Language } from '#shared/languages'
import { shareImage } from './share-image'
import { absoluteUrl } from './urls'

/**
 * The practice as schema.org `Optometric` (a MedicalBusiness), each office as one of its
 * locations with address, coordinates, phone, opening hours and the cities it serves.
 * Everything comes from the practice file (app/content/practice.json, via shared/practice.ts).
 */

const dayNames: DayOfWeek[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

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

function openingHours(office: Office): OpeningHoursSpecification[] {
  return office.hours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days.map((day) => dayNames[day]!),
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

export function officeNode(origin: string, office: Office, language: Language): Optometric {
  return {
    '@type': 'Optometric',
    '@id': officeId(origin, office),
    name: `${practice.name} – ${office.name[language]}`,
    address: address(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    telephone: office.phone.e164,
    openingHoursSpecification: openingHours(office),
    areaServed: areaServed(),
    parentOrganization: practiceReference(origin),
  }
}

/** The whole practice with its offices: for home, about, contact and the location pages. */
export function practiceNode(origin: string, language: Language): Optometric {
  // The first office in the config is the main office.
  const main: Office = practice.offices[0]!
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
    areaServed: areaServed(),
    knowsLanguage: ['en', 'es'],
    location: practice.offices.map((office) => officeNode(origin, office, language)),
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

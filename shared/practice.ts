/**
 * The practice's identity: the one place names, numbers, addresses and hours live.
 * Content files never repeat these; templates and `{{tokens}}` in Markdown read them from here.
 * All phone numbers are fictional 555-01xx numbers.
 */

export interface Phone {
  /** As people read it: "(714) 555-0100". */
  display: string
  /** E.164 form for tel: links. */
  e164: string
}

/** 0 = Sunday … 6 = Saturday, as schema.org and Date#getDay use. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6

export interface OfficeHours {
  days: [DayOfWeek, ...DayOfWeek[]]
  opens: string
  closes: string
}

/** Every office's id: location pages name theirs (`office:`), checked against this list. */
export const officeIds = ['santa-ana', 'irvine', 'newport-beach'] as const
export type OfficeId = (typeof officeIds)[number]

export interface Office {
  id: OfficeId
  /** Short label, e.g. "Santa Ana (main office)". */
  name: { en: string; es: string }
  street: string
  city: string
  region: 'CA'
  postalCode: string
  geo: { latitude: number; longitude: number }
  phone: Phone
  hours: OfficeHours[]
  /** Free parking, transit, landmarks: one sentence per language. */
  directions: { en: string; es: string }
}

const phone = (digits: string): Phone => ({
  display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  e164: `+1${digits}`,
})

export const practice = {
  name: 'Solana Vision Care',
  legalName: 'Solana Vision Care Optometry',
  /** Used for canonical URLs, sitemap and share links; SITE_ORIGIN overrides at build time. */
  origin: 'https://www.solanavisioncare.example',
  email: 'office@solanavisioncare.example',
  phones: {
    main: phone('7145550100'),
    keratoconus: phone('7145550142'),
    dryEye: phone('7145550157'),
    orthoK: phone('7145550168'),
    fax: phone('7145550199'),
  },
  serviceArea: ['Santa Ana', 'Irvine', 'Newport Beach', 'Tustin', 'Costa Mesa', 'North Tustin'],
  county: 'Orange County',
  offices: [
    {
      id: 'santa-ana',
      name: { en: 'Santa Ana (main office)', es: 'Santa Ana (oficina principal)' },
      street: '1420 Orchard Crest Drive, Suite 200',
      city: 'Santa Ana',
      region: 'CA',
      postalCode: '92705',
      geo: { latitude: 33.7601, longitude: -117.8336 },
      phone: phone('7145550100'),
      hours: [
        { days: [1, 2, 3, 4, 5], opens: '08:30', closes: '17:30' },
        { days: [6], opens: '09:00', closes: '14:00' },
      ],
      directions: {
        en: 'Free parking in the building lot; wheelchair-accessible entrance and elevator to Suite 200.',
        es: 'Estacionamiento gratuito en el edificio; entrada accesible para sillas de ruedas y elevador a la Suite 200.',
      },
    },
    {
      id: 'irvine',
      name: { en: 'Irvine', es: 'Irvine' },
      street: '18 Jacaranda Court, Suite 105',
      city: 'Irvine',
      region: 'CA',
      postalCode: '92618',
      geo: { latitude: 33.6695, longitude: -117.7732 },
      phone: phone('9495550121'),
      hours: [
        { days: [1, 2, 3, 4], opens: '09:00', closes: '18:00' },
        { days: [5], opens: '09:00', closes: '16:00' },
      ],
      directions: {
        en: 'Ground-floor office with free parking in front; a short walk from the nearest bus stop.',
        es: 'Oficina en planta baja con estacionamiento gratuito al frente; a pocos pasos de la parada de autobús.',
      },
    },
    {
      id: 'newport-beach',
      name: { en: 'Newport Beach', es: 'Newport Beach' },
      street: '455 Harbor Lantern Way, Suite 310',
      city: 'Newport Beach',
      region: 'CA',
      postalCode: '92660',
      geo: { latitude: 33.6189, longitude: -117.8711 },
      phone: phone('9495550134'),
      hours: [
        { days: [2, 3, 4, 5], opens: '09:00', closes: '17:00' },
        { days: [6], opens: '09:00', closes: '13:00' },
      ],
      directions: {
        en: 'Validated parking in the garage below; take the elevator to the third floor.',
        es: 'Estacionamiento validado en el garaje del edificio; tome el elevador al tercer piso.',
      },
    },
  ] satisfies Office[],
} as const

export type PhoneLine = keyof typeof practice.phones

/** The lines a page may offer for calls (the fax is not one). */
export const callLines = ['main', 'keratoconus', 'dryEye', 'orthoK'] as const satisfies readonly PhoneLine[]
export type CallLine = (typeof callLines)[number]

/** The office with this id; location pages are checked against `officeIds` when the content is read. */
export function getOffice(id: OfficeId): Office {
  const office = practice.offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`no office has the id ${id}`)
  return office
}

/** The first office listed is the main office: its hours lead on the home page. */
export const mainOffice: Office = getOffice(officeIds[0])

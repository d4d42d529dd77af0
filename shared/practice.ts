import data from '#content/practice.json' with { type: 'json' }
import type { PracticeFile } from './content/practice-schema'

/**
 * The practice's identity, read from the content file `practice.json` (in CONTENT_DIR; the
 * build bundles the file it finds there): the one place names, numbers, addresses and hours
 * live. Content pages never repeat these; templates and `{{tokens}}` in Markdown read them here.
 * All phone numbers are fictional 555-01xx numbers.
 *
 * The file is checked by its zod schema (content/practice-schema.ts) at build and server start;
 * this module only shapes it, so the browser bundle does not carry the validator.
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

/** The practice's phone lines; the file must give a number for each. */
export const phoneLines = ['main', 'keratoconus', 'dryEye', 'orthoK', 'fax'] as const
export type PhoneLine = (typeof phoneLines)[number]

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

export interface Practice {
  name: string
  legalName: string
  /** Used for canonical URLs, sitemap and share links; SITE_ORIGIN overrides at build time. */
  origin: string
  email: string
  /** The zone the office hours are kept in, "America/Los_Angeles". */
  timeZone: string
  phones: Record<PhoneLine, Phone>
  serviceArea: string[]
  county: string
  offices: Office[]
}

/** A file as it may be before its check: any part may be missing. */
type Loose<T> = T extends readonly (infer E)[]
  ? readonly Loose<E>[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T

export const phone = (display: string): Phone => ({ display, e164: `+1${display.replace(/\D/g, '')}` })

/**
 * The file's shape (numbers as written) turned into the one the code reads. Lenient with a
 * broken file, so the build reaches its check and names the file and field instead of crashing here.
 */
export function practiceFrom(file: Loose<PracticeFile> | undefined): Practice {
  const given = file ?? {}
  return {
    // What is not reshaped is passed on as written; the check of the file vouches for it.
    ...(given as PracticeFile),
    phones: Object.fromEntries(phoneLines.map((line) => [line, phone(given.phones?.[line] ?? '')])) as Record<
      PhoneLine,
      Phone
    >,
    offices: (given.offices ?? []).map((office) => ({
      ...(office as PracticeFile['offices'][number]),
      phone: phone(office.phone ?? ''),
      hours: (office.hours ?? []).map((block) => ({
        opens: block.opens ?? '',
        closes: block.closes ?? '',
        days: (block.days ?? []) as OfficeHours['days'],
      })),
    })),
  }
}

/** The raw file as bundled, for the checks that validate it (the build and the server). */
export const practiceFile: unknown = data

// Checked at build (shared/content/registry.server.ts) before any page is made from it.
export const practice: Practice = practiceFrom(data as PracticeFile)

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

/** A line's number, and the office it rings: the main line the main office; a specialty line is answered while any office is open. */
export function linePhone(line: CallLine): Phone & { line: CallLine; office: OfficeId | null } {
  return { ...practice.phones[line], line, office: line === 'main' ? mainOffice.id : null }
}

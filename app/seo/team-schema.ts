import type { Person } from 'schema-dts'
import type { TeamMember } from '#shared/content/site-data.server'
import type { Language } from '#shared/languages'
import { getOffice } from '#shared/practice'
import { officeId, practiceReference } from './practice-schema'
import { absoluteUrl } from './urls'

/** One id per person in both languages: their card on the English about page. */
export const personId = (origin: string, member: { id: string }) =>
  absoluteUrl(origin, `/about#team-${member.id}`)

/**
 * An optometrist as schema.org `Person` who works for the practice at its offices. Not
 * `Physician`: in schema.org that is a medical organization (a doctor's office), and an
 * optometrist is not a physician; the occupation says what they are. Only for real people: the
 * graph leaves out a sample profile (structured-data.ts).
 */
export function personNode(origin: string, member: TeamMember, language: Language): Person {
  return {
    '@type': 'Person',
    '@id': personId(origin, member),
    name: member.name,
    ...(member.credentials && { honorificSuffix: member.credentials }),
    jobTitle: member.role[language],
    description: member.bio[language],
    knowsLanguage: member.languages,
    ...(member.kind === 'optometrist' && {
      hasOccupation: {
        '@type': 'Occupation',
        name: language === 'es' ? 'Optometrista' : 'Optometrist',
        occupationalCategory: '29-1041.00',
      },
    }),
    worksFor: practiceReference(origin),
    workLocation: member.offices.map((id) => ({ '@id': officeId(origin, getOffice(id)) })),
    url: absoluteUrl(origin, `/about#team-${member.id}`),
  }
}

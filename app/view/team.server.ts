import type { Language } from '#shared/languages'
import { getOffice } from '#shared/practice'
import type { TeamCard } from './page-data'
import { getRegistry } from '#shared/content/registry.server'
import type { TeamMember } from '#shared/content/site-data.server'

const languageNames = new Map<Language, Intl.DisplayNames>()

/** A language code as the page's language names it: "vi" is "Vietnamese", "vietnamita". */
export function languageName(code: string, language: Language): string {
  let names = languageNames.get(language)
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language' })
    languageNames.set(language, names)
  }
  return names.of(code) ?? code
}

const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase()
}

export function teamCard(member: TeamMember, language: Language): TeamCard {
  return {
    id: member.id,
    name: member.name,
    ...(member.credentials && { credentials: member.credentials }),
    kind: member.kind,
    role: member.role[language],
    languages: member.languages.map((code) => languageName(code, language)),
    offices: member.offices.map((id) => getOffice(id).city),
    bio: member.bio[language],
    ...(member.photo && { photo: member.photo }),
    initials: initialsOf(member.name),
    sample: member.sample,
  }
}

/** The team as the about page shows it in `language`, optometrists first. */
export function teamCards(language: Language): TeamCard[] {
  return getRegistry().team.map((member) => teamCard(member, language))
}

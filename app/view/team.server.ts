import type { Language } from '#shared/languages'
import { getOffice } from '#shared/practice'
import type { TeamCard } from './page-data'
import type { PictureMaker } from '#shared/content/pictures'
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

/** How wide a portrait is shown: the card's round picture, 5rem at every screen width. */
export const PORTRAIT_SIZES = '5rem'

/**
 * A person's card. The portrait is a photo of the Photos list made for a card (the content check
 * holds it to that), drawn by the build's photo pipeline at the portrait's size; the name beside
 * it says who it is, so its alt text stays in the list for the pages that show it alone.
 */
export function teamCard(member: TeamMember, language: Language, pictures: PictureMaker): TeamCard {
  const photo = member.photo ? pictures.photo(member.photo, language) : null
  return {
    id: member.id,
    name: member.name,
    ...(member.credentials && { credentials: member.credentials }),
    kind: member.kind,
    role: member.role[language],
    languages: member.languages.map((code) => languageName(code, language)),
    offices: member.offices.map((id) => getOffice(id).city),
    bio: member.bio[language],
    ...(photo && { photo: { ...photo, alt: '', sizes: PORTRAIT_SIZES } }),
    initials: initialsOf(member.name),
    sample: member.sample,
  }
}

/** The team as the about page shows it in `language`, optometrists first. */
export function teamCards(language: Language, pictures: PictureMaker): TeamCard[] {
  return getRegistry().team.map((member) => teamCard(member, language, pictures))
}

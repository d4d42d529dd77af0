import { practice, type OfficeId } from '#shared/practice'
import { families, type Family } from '#shared/content/families'
import { languages, type Language } from '#shared/languages'

/**
 * One share image per page family (and per language where the family is bilingual), made at
 * build time by scripts/seo/share-images.ts and named here so the head tags and the build agree.
 */
export const shareImageSize = { width: 1200, height: 630 } as const

export interface ShareImage {
  family: Family
  language: Language
  /** Path under the site root, e.g. /og/condition-es.png. */
  path: string
  /** The family's title, printed on the image. */
  title: string
  /** Text alternative for og:image:alt and twitter:image:alt. */
  alt: string
  /** A location page's office, marked on the county map the image shows. */
  office?: OfficeId
}

export function shareImage(family: Family, language: Language): ShareImage {
  // English-only families have one English image, also used if a Spanish page links there.
  const lang: Language = families[family].section[language] === null ? 'en' : language
  const title = families[family].label[lang]
  return {
    family,
    language: lang,
    path: `/og/${family}-${lang}.png`,
    title,
    alt: `${practice.name}: ${title}`,
  }
}

/** What a page's image is made from: location pages have their own, with their office on the map. */
export interface SharedPage {
  id: string
  family: Family
  language: Language
  front: { heading: string; office?: OfficeId }
}

/** The image a page shares: its own on location pages, its family's everywhere else. */
export function pageShareImage(page: SharedPage): ShareImage {
  const { front } = page
  if (page.family !== 'location' || !front.office) return shareImage(page.family, page.language)
  const name = page.id.split('/')[1]
  return {
    family: page.family,
    language: page.language,
    path: `/og/location-${name}-${page.language}.png`,
    title: front.heading,
    alt: `${practice.name}: ${front.heading}`,
    office: front.office,
  }
}

/** Every family image the build must make (location pages add their own: share-images.server.ts). */
export function allShareImages(): ShareImage[] {
  return (Object.keys(families) as Family[]).flatMap((family) =>
    languages
      .filter((language) => families[family].section[language] !== null)
      .map((language) => shareImage(family, language)),
  )
}

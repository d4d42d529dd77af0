import { data } from 'react-router'
import { practice } from '#app/config/practice'
import { absoluteUrl } from '#app/seo/urls'
import { medicalFacts } from '#app/seo/medical-facts'
import { families, joinPath, languages, type Family, type Language } from './families'
import { findPage, getRegistry, type PageEntry } from './registry.server'
import { renderInline, renderPage } from './render.server'
import { pageMeta } from './meta.server'
import type { LinkItem, PageBody, PageData } from './page-data'
import type { Frontmatter, Page } from './schema'

export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? practice.origin).replace(/\/+$/, '')
}

/** Where treatment pages live in either language, so conditions can name the ones they link to. */
const treatmentPrefixes = (['laser', 'keratoconus'] as const).flatMap((family) =>
  languages.flatMap((language) => {
    const section = families[family].section[language]
    return section === null ? [] : [`${joinPath(language, section)}/`]
  }),
)

function linkTo(page: PageEntry, language: Language): LinkItem {
  const lang = page.paths[language] ? language : 'en'
  const front = page.data[lang]!
  return { href: page.paths[lang]!, title: front.heading, summary: front.summary }
}

const indexIdOf: Partial<Record<Family, string>> = {
  condition: 'pages/conditions',
  laser: 'pages/laser-treatments',
  keratoconus: 'pages/keratoconus',
  emergency: 'pages/emergency',
  insurance: 'pages/insurance',
  provider: 'pages/provider-relations',
  location: 'pages/locations',
}

function breadcrumbsOf(page: PageEntry, language: Language): LinkItem[] {
  const { byId } = getRegistry()
  const home = byId.get('pages/home')
  const trail: LinkItem[] = []
  const crumb = (entry: PageEntry): LinkItem => {
    const lang = entry.paths[language] ? language : 'en'
    const front = entry.data[lang]!
    return { href: entry.paths[lang]!, title: front.label ?? front.heading }
  }
  if (home && page.id !== home.id) trail.push(crumb(home))
  const indexId = indexIdOf[page.family]
  const index = indexId ? byId.get(indexId) : undefined
  if (index && index.id !== page.id) trail.push(crumb(index))
  trail.push(crumb(page))
  return trail
}

function listingsOf(page: PageEntry, language: Language, front: Frontmatter): Record<string, LinkItem[]> {
  if (front.type !== 'page') return {}
  const { pages } = getRegistry()
  const familyOfList = (dir: string) =>
    (Object.keys(families) as Family[]).find((family) => families[family].dir === dir)
  const listed = (family: Family) =>
    pages
      .filter(
        (entry) =>
          entry.family === family && (entry.paths[language] || families[family].section[language] === null),
      )
      .map((entry) => {
        const item = linkTo(entry, language)
        const entryFront = entry.data[language] ?? entry.data.en!
        const group =
          entryFront.type === 'condition'
            ? entryFront.category
            : entryFront.type === 'emergency'
              ? entryFront.urgency
              : undefined
        return { ...item, group }
      })
      .sort((a, b) => a.title.localeCompare(b.title, language))

  switch ((front as Page).template) {
    case 'conditions-index':
      return { items: listed('condition') }
    case 'city-conditions':
      return { items: listed('condition'), locations: listed('location') }
    case 'locations-index':
      return { items: listed('location') }
    case 'family-index': {
      const family = familyOfList((front as Page).lists ?? '')
      if (!family) throw new Error(`${page.id}: "lists" must name a content folder`)
      return { items: listed(family) }
    }
    default:
      return {}
  }
}

/** Loader body shared by every content route: the page at this URL, or a 404. */
export function loadPageData(url: string): PageData {
  const { pathname } = new URL(url)
  const found = findPage(pathname)
  if (!found) throw data(null, { status: 404 })
  const { page, language } = found
  const front = page.data[language]!
  const file = page.files[language]!
  const rendered = renderPage(page, language)
  const path = page.paths[language]!
  const { byId } = getRegistry()
  const emergency = 'emergency' in front && front.emergency ? byId.get(front.emergency) : undefined

  const body: PageBody = {
    id: page.id,
    family: page.family,
    language,
    path,
    canonicalUrl: absoluteUrl(siteOrigin(), path),
    alternates: { ...page.paths },
    noindex: front.type === 'page' && front.noindex,
    front,
    html: rendered.html,
    medical: medicalFacts(front.type, rendered.html, treatmentPrefixes),
    sections: rendered.sections,
    faq: front.faq.map(({ q, a }) => ({ question: q, answerHtml: renderInline(a, language, file) })),
    related: front.related.map((id) => linkTo(byId.get(id)!, language)),
    breadcrumbs: breadcrumbsOf(page, language),
    emergencyLink: emergency ? linkTo(emergency, language) : null,
    listings: listingsOf(page, language, front),
    cards:
      front.type === 'page'
        ? front.cards.map((card) => ({
            ...linkTo(byId.get(card.link)!, language),
            title: card.title,
            summary: card.text,
          }))
        : [],
  }
  // Medical facts feed the JSON-LD in the head; the browser needs neither twice.
  const { medical: _medical, ...shown } = body
  return { ...shown, head: pageMeta(body) }
}

import { data } from 'react-router'
import type { Language } from '#shared/languages'
import { getOffice, linePhone } from '#shared/practice'
import {
  families,
  hasSection,
  quickPathFamilies,
  sectionPath,
  type Family,
  type Layout,
} from '#shared/content/families'
import type { LayoutFronts, LayoutViews, LinkItem, PageBody, PagePhone } from './page-data'
import type { PictureMaker } from '#shared/content/pictures'
import {
  findPage,
  getRegistry,
  pageById,
  pageWithTemplate,
  shownIn,
  versionOf,
  type PageEntry,
} from '#shared/content/registry.server'
import { languages } from '#shared/languages'
import { renderInline, renderPage } from '#shared/content/render.server'
import type { Frontmatter } from '#shared/content/schema'
import { afterHoursKind, afterHoursView } from './after-hours.server'
import { teamCards } from './team.server'
import { newsIndexView, newsPostView, pagedTitle } from './news.server'

/** The layout that renders a page: its family's, or the one a core page names. */
export function layoutOf(page: PageEntry, language: Language = 'en'): Layout {
  const front = shownIn(page, language).data
  if (front.type === 'page') return front.template
  const { layout } = families[page.family]
  if (!layout) throw new Error(`${page.id}: the ${page.family} family has no layout of its own`)
  return layout
}

/** A link to a page as shown on a page in `language`; English-only pages say they are English. */
export function linkTo(page: PageEntry, language: Language): LinkItem {
  const shown = shownIn(page, language)
  return {
    href: shown.path,
    title: shown.data.heading,
    summary: shown.data.summary,
    ...(shown.language !== language && { language: shown.language }),
  }
}

function breadcrumbsOf(page: PageEntry, language: Language): LinkItem[] {
  const { byId } = getRegistry()
  const crumb = (entry: PageEntry): LinkItem => {
    const front = shownIn(entry, language).data
    return { ...linkTo(entry, language), title: front.label ?? front.heading, summary: undefined }
  }
  const home = pageWithTemplate('home')
  const indexId = families[page.family].index
  const index = indexId ? byId.get(indexId) : undefined
  return [home, index, page]
    .filter((entry, position, trail): entry is PageEntry => !!entry && trail.indexOf(entry) === position)
    .map(crumb)
}

/** A family's pages as links, sorted by title; families without this language list their English pages. */
function listed(family: Family, language: Language): LinkItem[] {
  const shown: Language = hasSection(family, language) ? language : 'en'
  return getRegistry()
    .pages.filter((entry) => entry.family === family && entry.paths[shown])
    .map((entry) => {
      const front = shownIn(entry, shown).data
      const group =
        front.type === 'condition' ? front.category : front.type === 'emergency' ? front.urgency : undefined
      return { ...linkTo(entry, language), ...(group && { group }) }
    })
    .sort((a, b) => a.title.localeCompare(b.title, language))
}

/** The family a core page is the index of (families.ts `index`). */
function familyIndexedBy(page: PageEntry): Family {
  const family = (Object.keys(families) as Family[]).find((name) => families[name].index === page.id)
  if (!family)
    throw new Error(`${page.id} uses the family-index template but no family names it as its index`)
  return family
}

/** What a layout needs beyond the page itself: listings, the office, the emergency page... */
function viewOf(
  layout: Layout,
  page: PageEntry,
  language: Language,
  pictures: PictureMaker,
  pageNumber = 1,
): LayoutViews[Layout] {
  const front = shownIn(page, language).data
  switch (layout) {
    case 'home':
      return {
        quickPaths: quickPathFamilies().map((family) => ({
          key: family,
          href: sectionPath(family, language) ?? sectionPath(family, 'en') ?? '/',
        })),
        map: pictures.map(language),
      }
    case 'about':
      return { team: teamCards(language) }
    case 'news-index':
      return newsIndexView(page, language, pageNumber)
    case 'news':
      return newsPostView(page, language)
    case 'conditions-index':
      return { items: listed('condition', language) }
    case 'city-conditions':
      return { items: listed('condition', language), locations: listed('location', language) }
    case 'locations-index':
      return { items: listed('location', language), map: pictures.map(language) }
    case 'family-index': {
      const family = familyIndexedBy(page)
      const urgent = family === 'emergency'
      return {
        items: listed(family, language),
        grouping: urgent ? 'urgency' : null,
        afterHours: urgent ? afterHoursView('index', language) : null,
      }
    }
    case 'condition': {
      const emergency =
        front.type === 'condition' && front.emergency ? getRegistry().byId.get(front.emergency) : undefined
      return { emergencyLink: emergency ? linkTo(emergency, language) : null }
    }
    case 'emergency':
      if (front.type !== 'emergency')
        throw new Error(`${page.id}: only emergency pages use the emergency layout`)
      return { afterHours: afterHoursView(afterHoursKind(front), language) }
    case 'location': {
      if (front.type !== 'location')
        throw new Error(`${page.id}: only location pages use the location layout`)
      const office = getOffice(front.office)
      return { office, map: pictures.map(language, office.id) }
    }
    default:
      return {}
  }
}

/** Page `number` of an index in each language that has that many pages. */
function pagedCounterparts(page: PageEntry, pathname: string, language: Language, number: number) {
  const { byPath } = getRegistry()
  const paths: Partial<Record<Language, string>> = { [language]: pathname.replace(/\/+$/, '') }
  for (const other of languages) {
    const path = [...byPath].find(
      ([, entry]) => entry.page === page && entry.language === other && entry.pageNumber === number,
    )?.[0]
    if (path) paths[other] = path
  }
  return paths
}

/**
 * Where a reader of another language is sent from a page not in their language: the page the
 * content names as `closest`, else the first related page in that language, else the family's
 * index in it, else the search of that language with the page's topic as the query. Never the
 * home page: the reader came for this topic.
 */
export function closestHelp(page: PageEntry, front: Frontmatter): Partial<Record<Language, string>> {
  const { byId } = getRegistry()
  const help: Partial<Record<Language, string>> = {}
  for (const target of languages.filter((language) => !page.paths[language])) {
    const index = families[page.family].index
    const candidates = [front.closest, ...front.related, index].flatMap((id) => (id ? [byId.get(id)] : []))
    const search = pageWithTemplate('search')?.paths[target]
    const topic = `?q=${encodeURIComponent(front.label ?? front.heading)}`
    const found = candidates.find((entry) => entry?.paths[target])?.paths[target]
    const fallback = search ? `${search}${topic}` : undefined
    if (found ?? fallback) help[target] = found ?? fallback
  }
  return help
}

/** The number a page offers: its office's on a location page, else its own line or its family's. */
function phoneOf(page: PageEntry, front: Frontmatter): PagePhone {
  if (front.type === 'location')
    return { ...getOffice(front.office).phone, line: 'office', office: front.office }
  return linePhone(front.phoneLine ?? families[page.family].phoneLine)
}

/**
 * Loader body shared by every content route: the page at this path rendered for `layout`, or a
 * 404. A route module serving a path of another layout is a mistake in routes.ts, not a 404.
 * `pictures` draws the diagram, photo and map the page names (app/features/pictures.server.ts).
 */
export function loadPageBody<L extends Layout>(
  pathname: string,
  layout: L,
  pictures: PictureMaker,
): PageBody<LayoutFronts[L]> & LayoutViews[L] & { layout: L } {
  const found = findPage(pathname)
  if (!found) throw data(null, { status: 404 })
  const { page, language, pageNumber = 1 } = found
  const actual = layoutOf(page, language)
  if (actual !== layout) throw new Error(`${pathname} is a ${actual} page, routed to the ${layout} layout`)
  const version = versionOf(page, language)
  if (!version) throw data(null, { status: 404 })
  const { data: own, file } = version
  // Page 2 on of a paged index is a page of its own: its path, its title, its counterparts.
  const front = pageNumber > 1 ? { ...own, title: pagedTitle(own.title, language, pageNumber) } : own
  const pagePaths =
    pageNumber > 1 ? pagedCounterparts(page, pathname, language, pageNumber) : { ...page.paths }
  const rendered = renderPage(page, language)

  const body: PageBody = {
    id: page.id,
    family: page.family,
    layout,
    language,
    path: pagePaths[language] ?? version.path,
    alternates: pagePaths,
    closest: pageNumber > 1 ? {} : closestHelp(page, front),
    noindex: front.type === 'page' && front.noindex,
    front,
    html: rendered.html,
    sections: rendered.sections,
    faq: front.faq.map(({ q, a }, index) => ({
      question: q,
      answerHtml: renderInline(a, language, file, { field: `faq.${index}.a` }),
    })),
    related: front.related.map((id) => linkTo(pageById(id), language)),
    breadcrumbs: breadcrumbsOf(page, language),
    cards:
      front.type === 'page'
        ? front.cards.map((card) => ({
            ...linkTo(pageById(card.link), language),
            title: card.title,
            summary: card.text,
          }))
        : [],
    phone: phoneOf(page, front),
    diagram: front.diagram ? pictures.diagram(front.diagram, language) : null,
    photo: front.photo ? pictures.photo(front.photo, language) : null,
  }
  return { ...body, ...viewOf(layout, page, language, pictures, pageNumber), layout } as PageBody<
    LayoutFronts[L]
  > &
    LayoutViews[L] & { layout: L }
}

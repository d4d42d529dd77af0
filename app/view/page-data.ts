import type { MetaDescriptor } from 'react-router'
import type { Language } from '#shared/languages'
import type { CallLine, Office, OfficeId, Phone } from '#shared/practice'
import type { FigureData } from '#shared/content/pictures'
import type { MapData } from '#shared/content/pictures'
import type { PictureData } from '#shared/content/pictures'
import type { Family, Layout, QuickPathFamily } from '#shared/content/families'
import type { Urgency } from '#shared/content/vocabulary'
import type {
  Condition,
  Emergency,
  Frontmatter,
  Insurance,
  Location,
  News,
  Page,
  Provider,
  Treatment,
} from '#shared/content/schema'

/**
 * What a template receives for one page in one language, computed at build time by the route
 * loaders and serialized into the prerendered HTML (and the `.data` file for client navigation).
 * Templates never touch the registry, the family table or the file system: everything they show
 * is here, already resolved (paths in the page's language, the phone line, the office...).
 */

export interface LinkItem {
  href: string
  title: string
  /** One-line description, for lists. */
  summary?: string
  /** Extra grouping key: condition category, emergency urgency... */
  group?: string
  /** Set when the page behind the link is not in the language of the page that shows it. */
  language?: Language
}

/** Whose guidance a page gives when every office is closed: an urgency, the surgeon's line, or the emergency index's. */
export type AfterHoursKind = Urgency | 'surgeon' | 'index'

/** What a page's after-hours note needs from the build: its kind, and the longest its text can get. */
export interface AfterHoursView {
  kind: AfterHoursKind
  reserve: string
}

/** The number a page offers, and what it is: a line of the practice, or one office's own number. */
export interface PagePhone extends Phone {
  /** `office` on a location page (its office's own number); else the line: main, or a specialty line. */
  line: CallLine | 'office'
  /** The office whose hours say whether it answers: the main office for the main line, none for a specialty line (answered while any office is open). */
  office: OfficeId | null
}

export interface PageData<F extends Frontmatter = Frontmatter> {
  id: string
  family: Family
  layout: Layout
  language: Language
  /** Canonical path of this page in this language. */
  path: string
  /** Paths of the same page in each language it exists in. */
  alternates: Partial<Record<Language, string>>
  /**
   * For each language the page is not in, where the language switch leads instead: the closest
   * page in that language, or its search for the page's topic (page-data.server.ts, closestHelp).
   */
  closest: Partial<Record<Language, string>>
  noindex: boolean
  front: F
  html: string
  sections: { id: string; title: string }[]
  faq: { question: string; answerHtml: string }[]
  related: LinkItem[]
  breadcrumbs: LinkItem[]
  /** Highlight cards of core pages, resolved to links. */
  cards: LinkItem[]
  /** The number the call bar and call buttons offer on this page (SPEC §9). */
  phone: PagePhone
  /** The page's medical illustration, drawn at build time in its language (`diagram:`). */
  diagram: FigureData | null
  /** The page's photo (`photo:`), in the sizes and formats the build made. */
  photo: PictureData | null
  /**
   * The head's tags (title, canonical, hreflang, social cards, JSON-LD), made at build time by
   * app/seo/meta.server.ts: the browser gets the finished tags, not the code that writes them.
   */
  head: MetaDescriptor[]
}

/** A page before its head is made. */
export type PageBody<F extends Frontmatter = Frontmatter> = Omit<PageData<F>, 'head'>

/** A person on the about page, in the page's language. */
export interface TeamCard {
  id: string
  name: string
  /** "OD"; staff have none. */
  credentials?: string
  kind: 'optometrist' | 'optician' | 'staff'
  role: string
  /** Languages spoken, named in the page's language: "English, Spanish", "inglés, español". */
  languages: string[]
  /** Cities of the offices the person works at. */
  offices: string[]
  bio: string
  /** A photo under public/, or none: the card shows initials. */
  photo?: string
  initials: string
  /** A made-up profile (`sample: true` in its file): the page says so. */
  sample: boolean
}

/** A news post as the index lists it. */
export interface NewsItem {
  href: string
  title: string
  summary: string
  /** YYYY-MM-DD. */
  date: string
  /** "Elena Márquez, OD". */
  author: string
}

/** Where a paged list stands: its page and the links to the pages either side. */
export interface Pagination {
  page: number
  pages: number
  newer: string | null
  older: string | null
}

/** What each layout adds to the page data, worked out in the loader so templates only render. */
export interface LayoutViews {
  home: {
    quickPaths: { key: QuickPathFamily; href: string }[]
    map: MapData
  }
  article: object
  /** The team, optometrists first. */
  about: { team: TeamCard[] }
  contact: object
  search: object
  'conditions-index': { items: LinkItem[] }
  'city-conditions': { items: LinkItem[]; locations: LinkItem[] }
  'locations-index': { items: LinkItem[]; map: MapData }
  /** A family's pages; emergencies are grouped by urgency, most urgent first. */
  'family-index': { items: LinkItem[]; grouping: 'urgency' | null; afterHours: AfterHoursView | null }
  condition: { emergencyLink: LinkItem | null }
  /** What to do when every office is closed, and the room its words can take (after-hours.server.ts). */
  emergency: { afterHours: AfterHoursView }
  provider: object
  /** The office serving the city, and the map with that office's pin highlighted. */
  location: { office: Office; map: MapData }
  /** One page of posts, newest first, and the language's RSS feed. */
  'news-index': { posts: NewsItem[]; pagination: Pagination; feed: string }
  /** The author, linked to their card on the about page in the post's language. */
  news: { author: { name: string; role: string; href: string } }
}

/** The frontmatter each layout renders. */
export interface LayoutFronts {
  home: Page
  article: Page | Treatment | Insurance
  about: Page
  contact: Page
  search: Page
  'conditions-index': Page
  'city-conditions': Page
  'locations-index': Page
  'family-index': Page
  condition: Condition
  emergency: Emergency
  provider: Provider
  location: Location
  'news-index': Page
  news: News
}

export type LayoutData<L extends Layout> = PageData<LayoutFronts[L]> & LayoutViews[L] & { layout: L }

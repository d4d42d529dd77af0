import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  MedicalCondition,
  MedicalProcedure,
  SearchAction,
  Thing,
  WebPage,
  WebSite,
  WithActionConstraints,
} from 'schema-dts'
import { families, type Family, type JsonLdKind } from '#shared/content/families'
import type { PageBody } from '#app/view/page-data'
import { joinPath, languages, type Language } from '#shared/languages'
import { practice } from '#shared/practice'
import { medicalFacts, plainText, type MedicalFacts } from './medical-facts'
import { practiceNode, practiceReference, practiceStub, type ScheduleFacts } from './practice-schema'
import { personId, personNode } from './team-schema'
import { shareImage } from './share-image'
import { absoluteUrl } from './urls'
import type { TeamMember } from '#shared/content/site-data.server'

/**
 * The JSON-LD of one page, as a single `@graph`: the page itself (MedicalWebPage on medical
 * content), what it is about (MedicalCondition, MedicalProcedure), its FAQ, its breadcrumb
 * trail, and the practice. Nodes point at each other by `@id`. Noindex pages get none. What a
 * family's pages are comes from the family table (`jsonLd`); core pages say it in frontmatter.
 */

type PageData = PageBody & { canonicalUrl: string }
type PageType =
  'MedicalWebPage' | 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'SearchResultsPage'

const templateTypes: Partial<Record<string, PageType>> = {
  contact: 'ContactPage',
  'news-index': 'CollectionPage',
  search: 'SearchResultsPage',
  'conditions-index': 'CollectionPage',
  'family-index': 'CollectionPage',
  'locations-index': 'CollectionPage',
  'city-conditions': 'CollectionPage',
}

const kindOf = (family: Family): JsonLdKind => families[family].jsonLd

export function pageType(page: PageBody): PageType {
  const { front } = page
  if (front.type === 'page') return front.schemaType ?? templateTypes[front.template] ?? 'WebPage'
  return kindOf(page.family).page
}

/** Whether the page names the practice in full, with every office, or only by reference. */
function carriesPractice(page: PageBody): boolean {
  if (page.front.type === 'page') return page.front.practiceDetails
  return kindOf(page.family).practice === 'full'
}

/** Where procedure pages live in either language, so a condition names the ones it links to. */
const procedurePrefixes = (Object.keys(families) as Family[])
  .filter((family) => kindOf(family).subject === 'MedicalProcedure')
  .flatMap((family) =>
    languages.flatMap((language) => {
      const section = families[family].section[language]
      return section === null ? [] : [`${joinPath(language, section)}/`]
    }),
  )

/** Symptoms and treatments of a condition, how a procedure is done: read from the page's body. */
export function medicalFactsOf(page: PageBody): MedicalFacts | undefined {
  return medicalFacts(page.front.type, page.html, procedurePrefixes)
}

/**
 * Dates the page node states: `dateModified` from `updated` always; `lastReviewed` and
 * `reviewedBy` only where frontmatter records a review (reviewer and day), never as a default.
 */
function datesOf(page: PageData) {
  const { updated, reviewedBy, reviewedOn } = page.front
  return {
    dateModified: updated,
    ...(reviewedBy &&
      reviewedOn && {
        lastReviewed: reviewedOn,
        reviewedBy: { '@type': 'Person', name: reviewedBy },
      }),
  } satisfies Partial<WebPage>
}

function pageNode(page: PageData, origin: string, mainEntityId: string | undefined): WebPage {
  const url = page.canonicalUrl
  const type = pageType(page)
  const node = {
    '@type': type,
    '@id': `${url}#webpage`,
    url,
    name: page.front.title,
    headline: page.front.heading,
    description: page.front.description,
    inLanguage: page.language,
    isPartOf: { '@id': absoluteUrl(origin, '/#website') },
    publisher: practiceReference(origin),
    ...datesOf(page),
    ...(page.breadcrumbs.length > 1 && { breadcrumb: { '@id': `${url}#breadcrumb` } }),
    ...(mainEntityId && { mainEntity: { '@id': mainEntityId } }),
  } satisfies WebPage
  if (type !== 'MedicalWebPage') return node
  const { audience = 'Patient' } = kindOf(page.family)
  return {
    ...node,
    '@type': 'MedicalWebPage',
    specialty: 'Optometric',
    audience: { '@type': 'MedicalAudience', audienceType: audience },
  }
}

/** The `@id` of what a condition or treatment page is about. */
function subjectId(page: PageData, kind: NonNullable<JsonLdKind['subject']>): string {
  return `${page.canonicalUrl}#${kind === 'MedicalCondition' ? 'condition' : 'procedure'}`
}

function conditionNode(page: PageData, facts: MedicalFacts | undefined): MedicalCondition {
  return {
    '@type': 'MedicalCondition',
    '@id': subjectId(page, 'MedicalCondition'),
    name: page.front.heading,
    description: page.front.summary,
    url: page.canonicalUrl,
    relevantSpecialty: 'Optometric',
    ...(facts?.symptoms.length && {
      signOrSymptom: facts.symptoms.map((name) => ({ '@type': 'MedicalSignOrSymptom', name })),
    }),
    ...(facts?.treatments.length && {
      possibleTreatment: facts.treatments.map((name) => ({ '@type': 'MedicalTherapy', name })),
    }),
  }
}

function procedureNode(page: PageData, facts: MedicalFacts | undefined): MedicalProcedure {
  return {
    '@type': 'MedicalProcedure',
    '@id': subjectId(page, 'MedicalProcedure'),
    name: page.front.heading,
    description: page.front.summary,
    url: page.canonicalUrl,
    relevantSpecialty: 'Optometric',
    bodyLocation: page.language === 'es' ? 'Ojo' : 'Eye',
    ...(facts?.howPerformed && { howPerformed: facts.howPerformed }),
  }
}

/**
 * A news post: a `BlogPosting` by its author, published by the practice. An author whose profile
 * is a sample is no real person: the practice is named as the author instead.
 */
function postingNode(page: PageData, site: SiteFacts): BlogPosting | undefined {
  const { front } = page
  if (front.type !== 'news') return undefined
  const member = site.team?.find((person) => person.id === front.author)
  const author = member && !member.sample ? member : undefined
  return {
    '@type': 'BlogPosting',
    '@id': `${page.canonicalUrl}#article`,
    url: page.canonicalUrl,
    headline: front.heading,
    description: front.summary,
    datePublished: front.date,
    dateModified: front.updated > front.date ? front.updated : front.date,
    inLanguage: page.language,
    ...(front.tags.length > 0 && { keywords: front.tags.join(', ') }),
    image: absoluteUrl(site.origin, shareImage(page.family, page.language).path),
    mainEntityOfPage: { '@id': `${page.canonicalUrl}#webpage` },
    ...(author
      ? {
          author: {
            '@type': 'Person',
            '@id': personId(site.origin, author),
            name: author.name,
            url: personId(site.origin, author),
          },
        }
      : member && { author: practiceReference(site.origin) }),
    publisher: practiceReference(site.origin),
  }
}

function faqNode(page: PageData): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${page.canonicalUrl}#faq`,
    url: page.canonicalUrl,
    inLanguage: page.language,
    mainEntity: page.faq.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(answerHtml) },
    })),
  }
}

function breadcrumbNode(page: PageData, origin: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${page.canonicalUrl}#breadcrumb`,
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(origin, crumb.href),
    })),
  }
}

function websiteNode(origin: string, searchPath: string): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, searchPath)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl(origin, '/#website'),
    url: absoluteUrl(origin, '/'),
    name: practice.name,
    inLanguage: ['en', 'es'],
    publisher: practiceReference(origin),
    potentialAction: search,
  }
}

/** What the graph needs to know of the site beyond the page. */
export interface SiteFacts {
  /** The site's origin (SITE_ORIGIN at build time). */
  origin: string
  /** Path of the search page in each language, for the home page's SearchAction. */
  searchPaths: Partial<Record<Language, string>>
  /** The build's date and the closures, for the offices' special opening hours. */
  schedule?: ScheduleFacts
  /**
   * The team: the about page names each optometrist, news posts their author; a sample profile
   * (`sample: true`) is never published as a person who works for the practice.
   */
  team?: readonly TeamMember[]
  /** The news feed of each language, linked from every page's head. */
  feeds?: Partial<Record<Language, string>>
}

/** `medical` defaults to what the page's body lists (tests pass their own). */
export function structuredData(
  body: PageBody,
  site: SiteFacts,
  medical: MedicalFacts | undefined = medicalFactsOf(body),
): Graph | null {
  if (body.noindex) return null
  const { origin } = site
  const page: PageData = { ...body, canonicalUrl: absoluteUrl(origin, body.path) }
  const { subject: subjectKind } = kindOf(page.family)
  const subject =
    subjectKind === 'MedicalCondition'
      ? conditionNode(page, medical)
      : subjectKind === 'MedicalProcedure'
        ? procedureNode(page, medical)
        : undefined
  const posting = kindOf(page.family).article === 'BlogPosting' ? postingNode(page, site) : undefined
  const mainEntity = subject && subjectKind ? subjectId(page, subjectKind) : posting?.['@id']
  const graph: Thing[] = [pageNode(page, origin, mainEntity)]
  if (subject) graph.push(subject)
  if (posting) graph.push(posting)
  if (page.faq.length > 0) graph.push(faqNode(page))
  if (page.breadcrumbs.length > 1) graph.push(breadcrumbNode(page, origin))
  const searchPath = site.searchPaths[page.language] ?? site.searchPaths.en
  if (page.layout === 'home' && searchPath) graph.push(websiteNode(origin, searchPath))
  graph.push(
    carriesPractice(page) ? practiceNode(origin, page.language, site.schedule) : practiceStub(origin),
  )
  if (page.layout === 'about')
    for (const member of site.team ?? [])
      if (member.kind === 'optometrist' && !member.sample)
        graph.push(personNode(origin, member, page.language))
  return { '@context': 'https://schema.org', '@graph': graph }
}

import type {
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
import { practice } from '#app/config/practice'
import type { PageBody as PageData } from '#app/content/page-data'
import { plainText } from './medical-facts'
import { practiceNode, practiceReference, practiceStub } from './practice-schema'
import { absoluteUrl, originOf } from './urls'

/**
 * The JSON-LD of one page, as a single `@graph`: the page itself (MedicalWebPage on medical
 * content), what it is about (MedicalCondition, MedicalProcedure), its FAQ, its breadcrumb
 * trail, and the practice. Nodes point at each other by `@id`. Noindex pages get none.
 */

const medicalFamilies = new Set(['condition', 'laser', 'keratoconus', 'emergency', 'provider'])
/** Pages that carry the practice in full (with offices); others name it by reference. */
const practicePages = new Set(['pages/home', 'pages/about', 'pages/contact', 'pages/locations'])

type PageType =
  'MedicalWebPage' | 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'SearchResultsPage'

export function pageType(page: PageData): PageType {
  if (medicalFamilies.has(page.family)) return 'MedicalWebPage'
  if (page.front.type !== 'page') return 'WebPage'
  if (page.id === 'pages/about') return 'AboutPage'
  const template = page.front.template
  if (template === 'contact') return 'ContactPage'
  if (template === 'search') return 'SearchResultsPage'
  if (['conditions-index', 'family-index', 'locations-index', 'city-conditions'].includes(template))
    return 'CollectionPage'
  return 'WebPage'
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
    lastReviewed: page.front.lastReviewed,
    ...(page.breadcrumbs.length > 1 && { breadcrumb: { '@id': `${url}#breadcrumb` } }),
    ...(mainEntityId && { mainEntity: { '@id': mainEntityId } }),
  } satisfies WebPage
  if (type !== 'MedicalWebPage') return node
  const audience = page.family === 'provider' ? 'Clinician' : 'Patient'
  return {
    ...node,
    '@type': 'MedicalWebPage',
    reviewedBy: practiceReference(origin),
    specialty: 'Optometric',
    audience: { '@type': 'MedicalAudience', audienceType: audience },
  }
}

/** The `@id` of what a condition or treatment page is about. */
function subjectId(page: PageData): string {
  return `${page.canonicalUrl}#${page.front.type === 'condition' ? 'condition' : 'procedure'}`
}

function conditionNode(page: PageData): MedicalCondition {
  const facts = page.medical
  return {
    '@type': 'MedicalCondition',
    '@id': subjectId(page),
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

function procedureNode(page: PageData): MedicalProcedure {
  return {
    '@type': 'MedicalProcedure',
    '@id': subjectId(page),
    name: page.front.heading,
    description: page.front.summary,
    url: page.canonicalUrl,
    relevantSpecialty: 'Optometric',
    bodyLocation: page.language === 'es' ? 'Ojo' : 'Eye',
    ...(page.medical?.howPerformed && { howPerformed: page.medical.howPerformed }),
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

function websiteNode(page: PageData, origin: string): WebSite {
  const searchPath = page.language === 'es' ? '/es/search' : '/search'
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

export function structuredData(page: PageData): Graph | null {
  if (page.noindex) return null
  const origin = originOf(page.canonicalUrl)
  const subject =
    page.front.type === 'condition'
      ? conditionNode(page)
      : page.front.type === 'treatment'
        ? procedureNode(page)
        : undefined
  const graph: Thing[] = [pageNode(page, origin, subject && subjectId(page))]
  if (subject) graph.push(subject)
  if (page.faq.length > 0) graph.push(faqNode(page))
  if (page.breadcrumbs.length > 1) graph.push(breadcrumbNode(page, origin))
  if (page.id === 'pages/home') graph.push(websiteNode(page, origin))
  graph.push(
    practicePages.has(page.id) || page.family === 'location'
      ? practiceNode(origin, page.language)
      : practiceStub(origin),
  )
  return { '@context': 'https://schema.org', '@graph': graph }
}

import { practice } from '../../shared/practice'
import type { Language } from '../../shared/languages'
import type { PageEntry } from '#shared/content/registry.server'
import type { TeamMember } from '#shared/content/site-data.server'

/**
 * What each page's JSON-LD must say, per schema.org type and per page family, written out
 * independently of the builder in app/seo so the two can disagree.
 */

type Node = Record<string, unknown>

/** Properties each type needs here (schema.org's own minimum plus what search engines read). */
const required: Record<string, string[]> = {
  MedicalWebPage: ['@id', 'url', 'name', 'description', 'inLanguage', 'dateModified', 'publisher'],
  WebPage: ['@id', 'url', 'name', 'description', 'inLanguage', 'dateModified'],
  AboutPage: ['@id', 'url', 'name', 'inLanguage'],
  ContactPage: ['@id', 'url', 'name', 'inLanguage'],
  CollectionPage: ['@id', 'url', 'name', 'inLanguage'],
  MedicalCondition: ['@id', 'name', 'description', 'url'],
  MedicalProcedure: ['@id', 'name', 'description', 'url'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
  Optometric: ['@id', 'name', 'url'],
  WebSite: ['@id', 'url', 'name'],
  Person: ['@id', 'name', 'jobTitle', 'worksFor'],
  BlogPosting: ['@id', 'headline', 'datePublished', 'author', 'publisher', 'inLanguage'],
}

const medicalFamilies = ['condition', 'laser', 'keratoconus', 'emergency', 'provider']
const fullPractice = ['pages/home', 'pages/about', 'pages/contact', 'pages/locations']

/**
 * Problems with one page's JSON-LD; an empty list when it is as expected. `team` is the team
 * folder: a real optometrist is a Person of the practice on the about page, a sample profile is
 * never a Person anywhere.
 */
export function jsonLdProblems(
  documents: unknown[],
  page: PageEntry,
  language: Language,
  canonical: string,
  team: readonly TeamMember[],
): string[] {
  const problems: string[] = []
  const check = (ok: boolean, message: string) => ok || problems.push(message)
  check(documents.length === 1, `expected one JSON-LD script, found ${documents.length}`)
  const document = documents[0] as { '@context'?: string; '@graph'?: Node[] } | undefined
  check(document?.['@context'] === 'https://schema.org', 'missing @context https://schema.org')
  const graph = document?.['@graph'] ?? []
  const ofType = (type: string) => graph.filter((node) => node['@type'] === type)
  const front = page.data[language]!

  for (const node of graph) {
    const type = String(node['@type'])
    const missing = (required[type] ?? ['@type']).filter((key) => node[key] === undefined || node[key] === '')
    check(required[type] !== undefined, `unexpected type ${type}`)
    check(missing.length === 0, `${type} lacks ${missing.join(', ')}`)
  }

  const pageNode = graph.find((node) => String(node['@id']).endsWith('#webpage'))
  check(
    pageNode?.url === canonical,
    `page node url ${String(pageNode?.url)} is not the canonical ${canonical}`,
  )
  check(pageNode?.dateModified === front.updated, 'page node dateModified differs from the content (updated)')
  // A review is stated only where the content records one, reviewer and day together.
  if (front.reviewedBy && front.reviewedOn) {
    check(pageNode?.lastReviewed === front.reviewedOn, 'page node lastReviewed differs from reviewedOn')
    const reviewer = pageNode?.reviewedBy as Node | undefined
    check(
      reviewer?.['@type'] === 'Person' && reviewer.name === front.reviewedBy,
      'page node reviewedBy must name the reviewer of the content',
    )
  } else {
    check(pageNode?.lastReviewed === undefined, 'lastReviewed on a page with no recorded review')
    check(pageNode?.reviewedBy === undefined, 'reviewedBy on a page with no recorded review')
  }
  check(pageNode?.inLanguage === language, 'page node inLanguage differs from the page language')
  if (medicalFamilies.includes(page.family))
    check(pageNode?.['@type'] === 'MedicalWebPage', 'medical content must be a MedicalWebPage')

  if (front.type === 'condition') {
    const [condition] = ofType('MedicalCondition')
    check(condition?.name === front.heading, 'MedicalCondition must be named by the page heading')
    for (const [key, type] of [
      ['signOrSymptom', 'MedicalSignOrSymptom'],
      ['possibleTreatment', 'MedicalTherapy'],
    ] as const) {
      const items = (condition?.[key] ?? []) as Node[]
      check(
        items.every(
          (item) => item['@type'] === type && typeof item.name === 'string' && item.name.length > 2,
        ),
        `${key} items must be named ${type}`,
      )
    }
  }
  if (front.type === 'treatment')
    check(ofType('MedicalProcedure').length === 1, 'treatment pages need a MedicalProcedure')

  if (front.type === 'news') {
    const postings = ofType('BlogPosting')
    const posting = postings[0]
    check(postings.length === 1, 'news posts need one BlogPosting')
    check(posting?.datePublished === front.date, 'BlogPosting datePublished differs from the post date')
    const author = posting?.author as Node | undefined
    const member = team.find((person) => person.id === front.author)
    if (member?.sample)
      check(
        author?.['@type'] === undefined && String(author?.['@id']).endsWith('/#practice'),
        'a sample author is no Person: the BlogPosting author must be the practice',
      )
    else
      check(
        author?.['@type'] === 'Person' && String(author['@id']).endsWith(`/about#team-${front.author}`),
        'BlogPosting author must be the team member',
      )
    check(
      (pageNode?.mainEntity as Node | undefined)?.['@id'] === posting?.['@id'],
      'the page is about its BlogPosting',
    )
  }

  const [faq] = ofType('FAQPage')
  if (front.faq.length > 0) {
    const questions = (faq?.mainEntity ?? []) as {
      '@type': string
      name: string
      acceptedAnswer?: { '@type': string; text?: string }
    }[]
    check(
      questions.length === front.faq.length,
      `FAQPage has ${questions.length} questions, the page ${front.faq.length}`,
    )
    check(
      questions.every((q, index) => q['@type'] === 'Question' && q.name === front.faq[index]!.q),
      'FAQ questions differ from the content',
    )
    check(
      questions.every(
        (q) =>
          q.acceptedAnswer?.['@type'] === 'Answer' &&
          !/[<>]/.test(q.acceptedAnswer.text ?? '<') &&
          (q.acceptedAnswer.text ?? '').length > 10,
      ),
      'FAQ answers must be plain text',
    )
  } else check(faq === undefined, 'FAQPage on a page without FAQ')

  const [trail] = ofType('BreadcrumbList')
  if (page.id === 'pages/home') check(trail === undefined, 'the home page has no breadcrumb trail')
  else {
    const items = (trail?.itemListElement ?? []) as { position: number; item: string; name: string }[]
    check(items.length >= 2, 'BreadcrumbList needs at least two items')
    check(
      items.every((item, index) => item.position === index + 1 && item.name.length > 0),
      'breadcrumb positions must count from 1',
    )
    check(items.at(-1)?.item === canonical, 'the last breadcrumb must be the page itself')
  }

  const business = graph.find(
    (node) => node['@type'] === 'Optometric' && String(node['@id']).endsWith('/#practice'),
  )
  check(business !== undefined, 'the practice (Optometric) must be named')
  if (fullPractice.includes(page.id) || page.family === 'location') {
    const offices = (business?.location ?? []) as Node[]
    check(offices.length === practice.offices.length, 'every office must be listed as a location')
    for (const office of offices) {
      const missing = ['address', 'geo', 'telephone', 'openingHoursSpecification', 'areaServed'].filter(
        (key) => !office[key],
      )
      check(
        office['@type'] === 'Optometric' && missing.length === 0,
        `office ${String(office.name)} lacks ${missing.join(', ')}`,
      )
      check(
        (office.areaServed as unknown[]).length === practice.serviceArea.length,
        'offices serve every service-area city',
      )
    }
  }
  if (page.id === 'pages/home') check(ofType('WebSite').length === 1, 'the home page names the WebSite')

  const people = ofType('Person').map((person) => String(person['@id']))
  const samples = team.filter((person) => person.sample).map((person) => `/about#team-${person.id}`)
  check(
    !people.some((id) => samples.some((sample) => id.endsWith(sample))),
    'a sample profile must not be published as a Person',
  )
  if (page.id === 'pages/about') {
    const real = team.filter((person) => person.kind === 'optometrist' && !person.sample)
    check(
      people.length === real.length &&
        real.every((person) => people.some((id) => id.endsWith(`/about#team-${person.id}`))),
      'the about page names each real optometrist as a Person, and no one else',
    )
  }
  return problems
}

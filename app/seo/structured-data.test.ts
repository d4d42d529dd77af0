import { describe, expect, it } from 'vitest'
import type { TeamMember } from '#shared/content/site-data.server'
import { practice } from '#shared/practice'
import { pageType, structuredData } from './structured-data'
import type { MedicalFacts } from './medical-facts'
import { testFacts, testPage, testSite } from './test-page'

type Node = Record<string, unknown> & { '@type': string }

function graphOf(page = testPage(), facts: MedicalFacts = testFacts): Node[] {
  const graph = structuredData(page, testSite, facts)
  if (!graph) throw new Error('no graph')
  expect(graph['@context']).toBe('https://schema.org')
  // What the page head carries must survive JSON as it is.
  return JSON.parse(JSON.stringify(graph['@graph'])) as Node[]
}

const byType = (graph: Node[], type: string) => graph.find((node) => node['@type'] === type)

/** A team member as the team files give one: a real person unless `sample` says otherwise. */
function member(id: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    name: id.replace(/-/g, ' '),
    credentials: 'OD',
    kind: 'optometrist',
    role: { en: 'Optometrist', es: 'Optometrista' },
    languages: ['en', 'es'],
    offices: [practice.offices[0]!.id],
    order: 1,
    bio: { en: 'Examines patients of all ages.', es: 'Examina a pacientes de todas las edades.' },
    sample: false,
    ...overrides,
  }
}

describe('structuredData', () => {
  it('describes a condition page as a MedicalWebPage about a MedicalCondition', () => {
    const graph = graphOf()
    const webPage = byType(graph, 'MedicalWebPage')!
    const condition = byType(graph, 'MedicalCondition')!
    expect(webPage).toMatchObject({
      url: 'https://eyes.example/conditions/dry-eye',
      dateModified: '2026-10-15',
      inLanguage: 'en',
      mainEntity: { '@id': condition['@id'] },
      breadcrumb: { '@id': 'https://eyes.example/conditions/dry-eye#breadcrumb' },
      audience: { audienceType: 'Patient' },
    })
    expect(condition).toMatchObject({
      name: 'Dry eye',
      signOrSymptom: [
        { '@type': 'MedicalSignOrSymptom', name: 'Burning eyes' },
        { '@type': 'MedicalSignOrSymptom', name: 'Red eyes' },
      ],
      possibleTreatment: [
        { '@type': 'MedicalTherapy', name: 'Punctal plugs' },
        { '@type': 'MedicalTherapy', name: 'LipiFlow' },
      ],
    })
  })

  it('states a review only where the content records one, and the update date otherwise', () => {
    const unreviewed = byType(graphOf(), 'MedicalWebPage')!
    expect(unreviewed.dateModified).toBe('2026-10-15')
    expect(unreviewed).not.toHaveProperty('lastReviewed')
    expect(unreviewed).not.toHaveProperty('reviewedBy')

    const reviewed = testPage({ front: { reviewedBy: 'Ana Ruiz, OD', reviewedOn: '2026-11-20' } as never })
    expect(byType(graphOf(reviewed), 'MedicalWebPage')).toMatchObject({
      dateModified: '2026-10-15',
      lastReviewed: '2026-11-20',
      reviewedBy: { '@type': 'Person', name: 'Ana Ruiz, OD' },
    })
    // Half a review (a name without a day) is no review.
    const half = byType(
      graphOf(testPage({ front: { reviewedBy: 'Ana Ruiz, OD' } as never })),
      'MedicalWebPage',
    )!
    expect(half).not.toHaveProperty('lastReviewed')
    expect(half).not.toHaveProperty('reviewedBy')
    const about = testPage({
      id: 'pages/about',
      family: 'core',
      front: { type: 'page', schemaType: 'AboutPage' } as never,
    })
    expect(byType(graphOf(about), 'AboutPage')).toMatchObject({ dateModified: '2026-10-15' })
  })

  it('leaves out symptoms and treatments a page does not list', () => {
    const condition = byType(graphOf(testPage(), { symptoms: [], treatments: [] }), 'MedicalCondition')!
    expect(condition).not.toHaveProperty('signOrSymptom')
    expect(condition).not.toHaveProperty('possibleTreatment')
  })

  it('turns the FAQ into an FAQPage with plain-text answers', () => {
    const faq = byType(graphOf(), 'FAQPage')!
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Will dry eye go away?',
        acceptedAnswer: { '@type': 'Answer', text: 'Often it can be controlled & eased.' },
      },
    ])
    expect(byType(graphOf(testPage({ faq: [] })), 'FAQPage')).toBeUndefined()
  })

  it('lists the breadcrumb trail with absolute URLs, and none on the home page', () => {
    const trail = byType(graphOf(), 'BreadcrumbList')!
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://eyes.example/' },
      { '@type': 'ListItem', position: 2, name: 'Conditions', item: 'https://eyes.example/conditions' },
      { '@type': 'ListItem', position: 3, name: 'Dry eye', item: 'https://eyes.example/conditions/dry-eye' },
    ])
    const home = testPage({
      id: 'pages/home',
      family: 'core',
      layout: 'home',
      path: '/',
      breadcrumbs: [{ href: '/', title: 'Home' }],
      front: { type: 'page', template: 'home' } as never,
    })
    expect(byType(graphOf(home), 'BreadcrumbList')).toBeUndefined()
  })

  it('describes treatment pages as a MedicalProcedure', () => {
    const page = testPage({
      id: 'keratoconus/corneal-cross-linking',
      family: 'keratoconus',
      layout: 'article',
      language: 'es',
      path: '/es/queratocono/reticulacion-corneal',
      front: { type: 'treatment', heading: 'Reticulación corneal' } as never,
    })
    const facts = { symptoms: [], treatments: [], howPerformed: 'Se ponen gotas de riboflavina.' }
    expect(byType(graphOf(page, facts), 'MedicalProcedure')).toMatchObject({
      name: 'Reticulación corneal',
      howPerformed: 'Se ponen gotas de riboflavina.',
      url: 'https://eyes.example/es/queratocono/reticulacion-corneal',
    })
    expect(byType(graphOf(page, facts), 'MedicalCondition')).toBeUndefined()
  })

  it('carries the practice in full, with every office, on the home page', () => {
    const home = testPage({
      id: 'pages/home',
      family: 'core',
      layout: 'home',
      path: '/',
      front: { type: 'page', template: 'home', practiceDetails: true } as never,
    })
    const graph = graphOf(home)
    const business = graph.find(
      (node) => node['@type'] === 'Optometric' && node['@id'] === 'https://eyes.example/#practice',
    )!
    const offices = business.location as Node[]
    expect(offices).toHaveLength(practice.offices.length)
    for (const [index, office] of offices.entries()) {
      const source = practice.offices[index]!
      expect(office).toMatchObject({
        '@type': 'Optometric',
        telephone: source.phone.e164,
        address: {
          streetAddress: source.street,
          addressLocality: source.city,
          postalCode: source.postalCode,
        },
        geo: { latitude: source.geo.latitude, longitude: source.geo.longitude },
      })
      expect((office.openingHoursSpecification as Node[])[0]).toMatchObject({
        opens: source.hours[0]!.opens,
        closes: source.hours[0]!.closes,
      })
      expect((office.areaServed as { name: string }[]).map((city) => city.name)).toEqual(
        practice.serviceArea.map((city) => `${city}, CA`),
      )
    }
    expect(byType(graph, 'WebSite')).toMatchObject({ potentialAction: { '@type': 'SearchAction' } })
  })

  it('names the practice by reference elsewhere, and gives noindex pages nothing', () => {
    const stub = graphOf().find((node) => node['@type'] === 'Optometric')!
    expect(stub).toEqual({
      '@type': 'Optometric',
      '@id': 'https://eyes.example/#practice',
      name: practice.name,
      url: 'https://eyes.example/',
    })
    expect(structuredData(testPage({ noindex: true }), testSite)).toBeNull()
  })

  it('picks the page type from the family and template', () => {
    expect(pageType(testPage())).toBe('MedicalWebPage')
    expect(pageType(testPage({ family: 'insurance', front: { type: 'insurance' } as never }))).toBe('WebPage')
    expect(
      pageType(
        testPage({
          id: 'pages/contact',
          family: 'core',
          front: { type: 'page', template: 'contact' } as never,
        }),
      ),
    ).toBe('ContactPage')
    expect(
      pageType(
        testPage({
          id: 'pages/conditions',
          family: 'core',
          front: { type: 'page', template: 'conditions-index' } as never,
        }),
      ),
    ).toBe('CollectionPage')
    expect(
      pageType(
        testPage({
          id: 'pages/about',
          family: 'core',
          front: { type: 'page', schemaType: 'AboutPage' } as never,
        }),
      ),
    ).toBe('AboutPage')
  })

  it('names a real optometrist on the about page as a Person of the practice, and never a sample profile', () => {
    const team = [
      member('sam-sample', { sample: true }),
      member('ana-real'),
      member('olga-optician', { kind: 'optician', credentials: undefined }),
    ]
    const about = testPage({
      id: 'pages/about',
      family: 'core',
      layout: 'about',
      path: '/about',
      front: { type: 'page', schemaType: 'AboutPage' } as never,
    })
    const graph = structuredData(about, { ...testSite, team }, undefined)!['@graph'] as Node[]
    const people = graph.filter((node) => node['@type'] === 'Person')
    expect(people.map((person) => person['@id'])).toEqual(['https://eyes.example/about#team-ana-real'])
    expect(people[0]).toMatchObject({
      name: 'ana real',
      worksFor: { '@id': 'https://eyes.example/#practice' },
    })
    expect(JSON.stringify(graph)).not.toContain('sam-sample')
  })

  it('names a news post’s real author as a Person, and the practice for a sample profile', () => {
    const team = [member('sam-sample', { sample: true }), member('ana-real')]
    const post = (author: string) =>
      testPage({
        id: 'news/a-post',
        family: 'news',
        layout: 'news',
        path: '/news/a-post',
        front: { type: 'news', date: '2026-10-01', author, tags: [] } as never,
      })
    const posting = (author: string) =>
      (structuredData(post(author), { ...testSite, team }, undefined)!['@graph'] as Node[]).find(
        (node) => node['@type'] === 'BlogPosting',
      )!
    expect(posting('ana-real').author).toMatchObject({
      '@type': 'Person',
      '@id': 'https://eyes.example/about#team-ana-real',
    })
    expect(posting('sam-sample').author).toEqual({ '@id': 'https://eyes.example/#practice' })
  })

  it('reads what a family is from the family table: clinician pages, full practice on location pages', () => {
    const provider = byType(
      graphOf(testPage({ family: 'provider', front: { type: 'provider' } as never })),
      'MedicalWebPage',
    )
    expect(provider).toMatchObject({ audience: { audienceType: 'Clinician' } })
    const location = graphOf(
      testPage({ family: 'location', layout: 'location', front: { type: 'location' } as never }),
    )
    const business = location.find((node) => node['@id'] === 'https://eyes.example/#practice')!
    expect(business.location).toHaveLength(practice.offices.length)
  })
})

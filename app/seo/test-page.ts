import type { PageBody } from '#app/view/page-data'
import type { Frontmatter } from '#shared/content/schema'

/** The site the test pages belong to. */
export const testSite = { origin: 'https://eyes.example', searchPaths: { en: '/search', es: '/es/search' } }

/** What the test condition page's body lists. */
export const testFacts = { symptoms: ['Burning eyes', 'Red eyes'], treatments: ['Punctal plugs', 'LipiFlow'] }

/** A page body for builder tests: a bilingual condition page unless overridden. */
export function testPage(overrides: Partial<PageBody> & { front?: Partial<Frontmatter> } = {}): PageBody {
  const { front, ...rest } = overrides
  return {
    id: 'conditions/dry-eye',
    family: 'condition',
    language: 'en',
    path: '/conditions/dry-eye',
    layout: 'condition',
    alternates: { en: '/conditions/dry-eye', es: '/es/conditions/dry-eye' },
    closest: {},
    noindex: false,
    front: {
      type: 'condition',
      title: 'Dry Eye: Symptoms and Treatment',
      description: 'What dry eye feels like, what causes it and how we treat it.',
      heading: 'Dry eye',
      summary: 'Dry eye happens when your tears do not keep the eye wet.',
      updated: '2026-10-15',
      related: [],
      searchTerms: [],
      category: 'front-of-eye',
      aliases: [],
      faq: [],
      ...front,
    } as Frontmatter,
    html: '',
    sections: [],
    faq: [
      {
        question: 'Will dry eye go away?',
        answerHtml: '<p>Often it can be <a href="/x">controlled</a> &amp; eased.</p>',
      },
    ],
    related: [],
    breadcrumbs: [
      { href: '/', title: 'Home' },
      { href: '/conditions', title: 'Conditions' },
      { href: '/conditions/dry-eye', title: 'Dry eye' },
    ],
    cards: [],
    phone: { display: '(714) 555-0100', e164: '+17145550100', line: 'main', office: 'santa-ana' },
    diagram: null,
    photo: null,
    ...rest,
  }
}

import type { MetaDescriptor } from 'react-router'
import { locales } from '#shared/locales'
import type { PageBody } from '#app/view/page-data'

/**
 * What site search knows of a page beyond its text, as `<meta>` tags in the head that Pagefind
 * reads when it indexes the built HTML (scripts/seo/search-index.ts). Tags in the head are never
 * shown or read aloud, and Pagefind reads their `data-pagefind-*` attributes anywhere in the
 * document; an element hidden inside the page body would be indexed as body text (Pagefind
 * ignores `hidden` and CSS), so its words would turn up in result snippets.
 *
 * - `terms` (searchable metadata, weighted by the browser's `ranking.metaWeights`): the page's
 *   `searchTerms`, the everyday names and misspellings a patient may type.
 * - filters (not searchable): the page id, its family, the family's name in the page's language,
 *   and on emergency pages the urgency level and the badge results show ("Emergency · Call
 *   today"), in the page's language, whatever the language of the page that shows the result.
 */
export function searchIndexMeta(page: PageBody): MetaDescriptor[] {
  if (page.noindex) return []
  const { front } = page
  const meta: MetaDescriptor[] = []
  if (front.searchTerms.length > 0)
    meta.push({
      name: 'keywords',
      content: front.searchTerms.join(', '),
      'data-pagefind-meta': 'terms[content]',
    })

  // Core pages are their own section; every other page sits under its family's index.
  const facets: Record<string, string | undefined> = {
    family: page.family,
    section: page.family === 'core' ? undefined : page.breadcrumbs[1]?.title,
    urgency: front.type === 'emergency' ? front.urgency : undefined,
    badge:
      front.type === 'emergency'
        ? `${locales[page.language]['search.emergency']} · ${locales[page.language][`emergency.short.${front.urgency}`]}`
        : undefined,
  }
  const keys = Object.keys(facets).filter((key) => facets[key] !== undefined)
  meta.push({
    name: 'search:page',
    content: page.id,
    ...Object.fromEntries(keys.map((key) => [`data-${key}`, facets[key]])),
    'data-pagefind-filter': ['page[content]', ...keys.map((key) => `${key}[data-${key}]`)].join(', '),
  })
  return meta
}

import type { MetaDescriptor } from 'react-router'
import { practice } from '#shared/practice'
import { locales as interfaceStrings } from '#shared/locales'
import type { PageBody } from '#app/view/page-data'
import { searchIndexMeta } from './search-meta.server'
import { pageShareImage, shareImageSize } from './share-image'
import { alternatesOf } from './sitemap'
import { structuredData, type SiteFacts } from './structured-data'
import { absoluteUrl } from './urls'

const locales = { en: 'en_US', es: 'es_US' } as const
type LdJson = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json']

/**
 * The head of every content page from one place: title, description, canonical, hreflang
 * alternates (only for pages that exist in both languages; the same set the sitemap lists),
 * Open Graph and Twitter cards with the family's share image, robots, what site search indexes
 * beyond the text (search-meta.server.ts), and the JSON-LD graph.
 */
export function pageMeta(page: PageBody, site: SiteFacts): MetaDescriptor[] {
  const { origin } = site
  const canonicalUrl = absoluteUrl(origin, page.path)
  const { front } = page
  const title = page.layout === 'home' ? `${practice.name} | ${front.title}` : front.title
  const image = pageShareImage({
    ...page,
    front: { heading: page.front.heading, office: 'office' in page.front ? page.front.office : undefined },
  })
  const imageUrl = absoluteUrl(origin, image.path)
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: front.description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:type', content: page.family === 'core' ? 'website' : 'article' },
    { property: 'og:site_name', content: practice.name },
    { property: 'og:title', content: front.title },
    { property: 'og:description', content: front.description },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:locale', content: locales[page.language] },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: front.title },
    { name: 'twitter:description', content: front.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  const alternates = alternatesOf(page.alternates)
  if (alternates.length > 0) {
    meta.push({ property: 'og:locale:alternate', content: locales[page.language === 'en' ? 'es' : 'en'] })
  }
  for (const { hreflang, path } of alternates) {
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href: absoluteUrl(origin, path) })
  }
  // The news feed of the page's language, so readers find it from any page.
  const feed = site.feeds?.[page.language]
  if (feed)
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: interfaceStrings[page.language]['news.feedTitle'].replace('{{name}}', practice.name),
      href: absoluteUrl(origin, feed),
    })
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' })
  meta.push(...searchIndexMeta(page))
  // schema-dts types are stricter than React Router's JSON type (readonly arrays), hence the cast.
  const graph = structuredData(page, site)
  if (graph) meta.push({ 'script:ld+json': graph as unknown as LdJson })
  return meta
}

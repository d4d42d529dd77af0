import type { MetaDescriptor } from 'react-router'
import { practice } from '#app/config/practice'
import type { PageData } from './page-data'

const locales = { en: 'en_US', es: 'es_US' } as const

/**
 * The head of every content page from one place: title, description, canonical, hreflang
 * alternates (only for pages that exist in both languages), Open Graph and robots.
 */
export function pageMeta(page: PageData | undefined): MetaDescriptor[] {
  if (!page) return [{ title: practice.name }]
  const origin = new URL(page.canonicalUrl).origin
  const absolute = (path: string) => `${origin}${path === '/' ? '/' : path}`
  const { front } = page
  const title = page.id === 'pages/home' ? `${practice.name} | ${front.title}` : front.title
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: front.description },
    { tagName: 'link', rel: 'canonical', href: page.canonicalUrl },
    { property: 'og:type', content: page.family === 'core' ? 'website' : 'article' },
    { property: 'og:site_name', content: practice.name },
    { property: 'og:title', content: front.title },
    { property: 'og:description', content: front.description },
    { property: 'og:url', content: page.canonicalUrl },
    { property: 'og:locale', content: locales[page.language] },
    { name: 'twitter:card', content: 'summary' },
  ]
  const { en, es } = page.alternates
  if (en && es) {
    meta.push(
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absolute(en) },
      { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: absolute(es) },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(en) },
    )
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' })
  return meta
}

import { route, type RouteConfig } from '@react-router/dev/routes'
import { families, languages, type Family } from './content/families'
import { corePages, pagesOf, type PageEntry } from './content/registry.server'
import type { Frontmatter, PageType } from './content/schema'

/**
 * Families are one `:slug` route per language, from their section words; core pages are
 * explicit routes read from the registry. Nothing here lists a content path by hand.
 *
 * Each layout is its own route module (routes/pages/<layout>.tsx), so a page loads only the
 * code of its own template.
 */
const layoutOfType: Record<Exclude<PageType, 'page'>, string> = {
  condition: 'condition',
  treatment: 'article',
  emergency: 'emergency',
  insurance: 'article',
  provider: 'provider',
  location: 'location',
}

const layoutOf = (front: Frontmatter) => (front.type === 'page' ? front.template : layoutOfType[front.type])
const moduleOf = (layout: string) => `routes/pages/${layout}.tsx`

/** The one layout all pages of a family share in a language; the route module depends on it. */
function familyLayout(family: Family, pages: PageEntry[], language: (typeof languages)[number]): string {
  const layouts = new Set(pages.map((page) => layoutOf(page.data[language]!)))
  if (layouts.size !== 1)
    throw new Error(
      `The ${family} pages in ${language} mix layouts (${[...layouts].join(', ')}): give each layout its own family.`,
    )
  return [...layouts][0]!
}

const familyRoutes = (Object.keys(families) as Family[])
  .filter((family) => family !== 'core')
  .flatMap((family) =>
    languages.flatMap((language) => {
      const section = families[family].section[language]
      const pages = pagesOf(family, language)
      if (section === null || pages.length === 0) return []
      const path = language === 'es' ? `es/${section}/:slug` : `${section}/:slug`
      return [route(path, moduleOf(familyLayout(family, pages, language)), { id: `${language}-${family}` })]
    }),
  )

const coreRoutes = corePages().flatMap((page) =>
  (Object.keys(page.paths) as (typeof languages)[number][]).flatMap((language) =>
    [page.paths[language]!, ...(language === 'en' ? page.aliases : [])].map((path) =>
      route(path === '/' ? '' : path.slice(1), moduleOf(layoutOf(page.data[language]!)), {
        id: `page:${path}`,
      }),
    ),
  ),
)

export default [
  ...coreRoutes,
  ...familyRoutes,
  route('es/*', 'routes/not-found.tsx', { id: 'es-not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig

import { route, type RouteConfig } from '@react-router/dev/routes'
import { families, languages, type Family } from './content/families'
import { corePages, pagesOf } from './content/registry.server'

/**
 * Families are one `:slug` route per language, from their section words; core pages are
 * explicit routes read from the registry. Nothing here lists a content path by hand.
 */
const familyRoutes = (Object.keys(families) as Family[])
  .filter((family) => family !== 'core')
  .flatMap((family) =>
    languages.flatMap((language) => {
      const section = families[family].section[language]
      if (section === null || pagesOf(family, language).length === 0) return []
      const path = language === 'es' ? `es/${section}/:slug` : `${section}/:slug`
      return [route(path, 'routes/content.tsx', { id: `${language}-${family}` })]
    }),
  )

const coreRoutes = corePages().flatMap((page) =>
  [...Object.values(page.paths), ...page.aliases].map((path) =>
    route(path === '/' ? '' : path.slice(1), 'routes/content.tsx', { id: `page:${path}` }),
  ),
)

export default [
  ...coreRoutes,
  ...familyRoutes,
  route('es/*', 'routes/not-found.tsx', { id: 'es-not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig

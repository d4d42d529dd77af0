import { route, type RouteConfig } from '@react-router/dev/routes'
import type { Layout } from '#shared/content/families'
import { layoutOf } from '#app/view/page-data.server'
import { getRegistry, routedSections } from '#shared/content/registry.server'

/**
 * Every URL of the site, from the family table and the registry; nothing here lists a content
 * path by hand. A family is one `:slug` route per language at its section path; core pages (and
 * the index pages that sit at a section's own path) are explicit routes.
 *
 * Each layout is its own route module (routes/pages/<layout>.tsx), so a page loads only the
 * code of its own template.
 */
const moduleOf = (layout: Layout) => `routes/pages/${layout}.tsx`

export function pageRoutes(): RouteConfig {
  const familyRoutes = routedSections().map(({ family, language, path, layout }) =>
    route(`${path.slice(1)}/:slug`, moduleOf(layout), { id: `${language}-${family}` }),
  )

  // Core pages at their own paths, their aliases and the further pages of paged indexes.
  const corePaths = [...getRegistry().byPath].flatMap(([path, { page, language }]) =>
    page.family !== 'core'
      ? []
      : [
          route(path === '/' ? '' : path.slice(1), moduleOf(layoutOf(page, language)), {
            id: `page:${path}`,
          }),
        ],
  )

  return [
    ...corePaths,
    ...familyRoutes,
    route('es/*', 'routes/not-found.tsx', { id: 'es-not-found' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]
}

export default pageRoutes() satisfies RouteConfig

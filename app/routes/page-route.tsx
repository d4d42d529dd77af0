import type { ComponentType } from 'react'
import { isRouteErrorResponse, useLoaderData, type MetaFunction } from 'react-router'
import type { PageData } from '#app/content/page-data'
import { NotFound } from './not-found'

/**
 * What every content route shares. Each layout has its own route module (routes/pages/*), so a
 * page downloads its own template and not the other eleven; they all re-export these.
 */

/** The head was made with the page at build time (content/meta.server.ts). */
export const meta: MetaFunction = ({ data }) => (data as PageData | undefined)?.head ?? []

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}

/** The route component for a template: the page's data (from the loader, prerendered) in, layout out. */
export function pageRoute(Template: ComponentType<{ page: PageData }>) {
  return function PageRoute() {
    return <Template page={useLoaderData<PageData>()} />
  }
}

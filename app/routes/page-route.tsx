import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { NotFound } from './not-found'

/**
 * What every content route shares. Each layout has its own route module (routes/pages/*), so a
 * page downloads its own template and not the others; they all re-export these.
 */

/** The head was made with the page at build time (app/seo/meta.server.ts). */
export const meta = ({ data }: { data: { head: MetaDescriptor[] } | undefined }): MetaDescriptor[] =>
  data?.head ?? []

/** What a family route's loader returns at its section's not-found document (familyLoader). */
export interface NotFoundData {
  notFound: true
  head: MetaDescriptor[]
}

export const isNotFound = (data: object): data is NotFoundData => 'notFound' in data

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}

import type { LoaderFunctionArgs } from 'react-router'
import { loadPageData } from '#app/content/page-data.server'

/** Runs at build time for every prerendered path; the client build never includes it. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.url)
}

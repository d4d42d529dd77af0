import type { Layout } from '#shared/content/families'
import type { LayoutData } from '#app/view/page-data'
import { loadPageBody } from '#app/view/page-data.server'
import { pagePictures } from '#app/features/pictures.server'
import { pageMeta } from '#app/seo/meta.server'
import { siteFacts } from '#app/seo/site.server'
import { languageOfPath } from '#shared/languages'
import { locales } from '#shared/locales'
import { isNotFoundPath } from '#shared/not-found'
import { notFoundMeta } from './not-found'
import type { NotFoundData } from './page-route'

/**
 * The loader of every content route, run at build time for each prerendered path (the client
 * build never includes it): the page for its layout's template, with its head made here.
 */
export function layoutLoader<L extends Layout>(request: Request, layout: L): LayoutData<L> {
  const body = loadPageBody(new URL(request.url).pathname, layout, pagePictures)
  return { ...body, head: pageMeta(body, siteFacts()) } as LayoutData<L>
}

/**
 * The loader of a family's `:slug` route. At `<section>/404` it makes the section's not-found
 * document (shared/not-found.ts): the server sends it for unknown slugs in the section, and the
 * browser, matching the same route, hydrates it as it was rendered.
 */
export function familyLoader<L extends Layout>(request: Request, layout: L): LayoutData<L> | NotFoundData {
  const pathname = new URL(request.url).pathname
  if (!isNotFoundPath(pathname)) return layoutLoader(request, layout)
  return { notFound: true, head: notFoundMeta(locales[languageOfPath(pathname)]['notFound.title']) }
}

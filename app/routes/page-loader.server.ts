import type { Layout } from '#shared/content/families'
import type { LayoutData } from '#app/view/page-data'
import { loadPageBody } from '#app/view/page-data.server'
import { pagePictures } from '#app/features/pictures.server'
import { pageMeta } from '#app/seo/meta.server'
import { siteFacts } from '#app/seo/site.server'

/**
 * The loader of every content route, run at build time for each prerendered path (the client
 * build never includes it): the page for its layout's template, with its head made here.
 */
export function layoutLoader<L extends Layout>(request: Request, layout: L): LayoutData<L> {
  const body = loadPageBody(new URL(request.url).pathname, layout, pagePictures)
  return { ...body, head: pageMeta(body, siteFacts()) } as LayoutData<L>
}

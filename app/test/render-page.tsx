import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { createRoutesStub, type MetaDescriptor } from 'react-router'
import App, { loader as rootLoader } from '#app/root'
import { layoutLoader } from '#app/routes/page-loader.server'
import { layoutOf } from '#app/view/page-data.server'
import { findPage } from '#shared/content/registry.server'
import AboutRoute from '#app/routes/pages/about'
import ArticleRoute from '#app/routes/pages/article'
import ContactRoute from '#app/routes/pages/contact'
import EmergencyRoute from '#app/routes/pages/emergency'
import FamilyIndexRoute from '#app/routes/pages/family-index'
import HomeRoute from '#app/routes/pages/home'
import LocationRoute from '#app/routes/pages/location'
import NewsRoute from '#app/routes/pages/news'
import NewsIndexRoute from '#app/routes/pages/news-index'

/**
 * A page as the prerender makes it, in a unit test: the real root and layout loaders on the
 * content folder, the real shell and template rendered to HTML (without hydration, so what the
 * browser adds later, like "open now", is not there). For the layouts tests need. `text` is
 * the HTML without tags, spaces joined, as a reader sees it.
 */

const routeModules = {
  home: HomeRoute,
  contact: ContactRoute,
  location: LocationRoute,
  article: ArticleRoute,
  emergency: EmergencyRoute,
  'family-index': FamilyIndexRoute,
  about: AboutRoute,
  news: NewsRoute,
  'news-index': NewsIndexRoute,
} as const

function stubOf(path: string) {
  const found = findPage(path)
  if (!found) throw new Error(`no page at ${path}`)
  const layout = layoutOf(found.page, found.language)
  if (!(layout in routeModules)) throw new Error(`renderPage does not know the ${layout} layout yet`)
  const request = new Request(`http://localhost${path}`)
  const rootData = rootLoader({ request } as Parameters<typeof rootLoader>[0])
  const pageData = layoutLoader(request, layout)
  const Page = routeModules[layout as keyof typeof routeModules] as unknown as React.ComponentType<{
    loaderData: unknown
  }>
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [
        {
          id: 'page',
          path: path === '/' ? '' : path.slice(1),
          Component: () => <Page loaderData={pageData} />,
        },
      ],
    },
  ])
  return {
    element: (
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData, page: pageData } }} />
    ),
    head: pageData.head,
  }
}

export function renderPage(path: string): { html: string; text: string; head: MetaDescriptor[] } {
  const { element, head } = stubOf(path)
  const html = renderToString(element)
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([:,.)])/g, '$1')
  return { html, text, head }
}

/**
 * A page in full, as the build prerenders it (app/entry.server.tsx): what waits behind a
 * Suspense boundary, such as the contact page's forms, is rendered too.
 */
export async function prerenderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(stubOf(path).element)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The JSON-LD nodes of a page's head. */
export function jsonLdNodes(head: MetaDescriptor[]): Record<string, unknown>[] {
  const script = head.find((tag) => 'script:ld+json' in tag) as
    { 'script:ld+json': { '@graph': unknown[] } } | undefined
  return JSON.parse(JSON.stringify(script?.['script:ld+json']['@graph'] ?? [])) as Record<string, unknown>[]
}

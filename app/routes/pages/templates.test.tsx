import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { layouts, type Layout } from '#shared/content/families'
import { layoutOf } from '#app/view/page-data.server'
import { getRegistry, shownIn, type PageEntry } from '#shared/content/registry.server'
import App, { loader as rootLoader } from '#app/root'
import { languages, type Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { getOffice, practice } from '#shared/practice'

/**
 * Every page template rendered as the prerender renders it: the route module's own loader
 * and component inside the root route (its loader, providers, header, footer and call bar),
 * through React Router's createRoutesStub. One page of each layout in each language.
 */
interface RouteModule {
  default: ComponentType
  loader: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown
}

const modules = import.meta.glob<RouteModule>('./*.tsx')

async function render(path: string, layout: Layout): Promise<string> {
  const route = await modules[`./${layout}.tsx`]!()
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: {} }
  const root = rootLoader(args as Parameters<typeof rootLoader>[0])
  const page = await route.loader(args)
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      loader: () => root,
      children: [
        {
          id: 'page',
          path: path.slice(1) || undefined,
          index: path === '/',
          Component: route.default,
          loader: () => page,
        },
      ],
    },
  ])
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root, page } }} />)
}

/** The first page of each layout in each language. */
const samples: { layout: Layout; language: Language; page: PageEntry; path: string }[] = layouts.flatMap(
  (layout) =>
    languages.flatMap((language) => {
      const page = getRegistry().pages.find(
        (entry) =>
          entry.paths[language] &&
          shownIn(entry, language).language === language &&
          layoutOf(entry, language) === layout,
      )
      return page ? [{ layout, language, page, path: page.paths[language]! }] : []
    }),
)

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])

describe('page templates', () => {
  it('have a page to render for every layout', () => {
    expect(new Set(samples.map((sample) => sample.layout))).toEqual(new Set(layouts))
  })

  it.each(samples.map((sample) => [`${sample.layout} (${sample.language}) ${sample.path}`, sample] as const))(
    '%s renders its page inside the shell, in its language, with no repeated id',
    async (_, { language, page, path }) => {
      const html = await render(path, layoutOf(page, language))
      const strings = locales[language]
      expect(html).toMatch(/<h1[\s>]/)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(html).toContain(strings['site.skipToContent'])
      expect(html).toContain(`href="tel:${practice.phones.main.e164}"`)
      expect(html).toContain('<main id="main"')
      const repeated = ids(html).filter((id, index, all) => all.indexOf(id) !== index)
      expect(repeated).toEqual([])
    },
  )

  it('shows an emergency page’s urgency and first steps', async () => {
    const sample = samples.find((entry) => entry.layout === 'emergency')!
    const html = await render(sample.path, 'emergency')
    expect(html).toContain('data-testid="urgency"')
    expect(html).toMatch(/data-testid="do-now"[^>]*>[\s\S]*?<li/)
  })

  it('has each location page, and its call bar, dial its own office', async () => {
    const pages = getRegistry().pages.filter((page) => page.paths.en && layoutOf(page, 'en') === 'location')
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      const front = shownIn(page, 'en').data
      if (front.type !== 'location') throw new Error(`${page.id} is not a location page`)
      const { phone } = getOffice(front.office)
      const html = await render(page.paths.en!, 'location')
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const callBar = /<aside[^>]*data-testid="call-bar"[\s\S]*?<\/aside>/.exec(html)?.[0]
      expect(main, page.id).toContain(`href="tel:${phone.e164}"`)
      expect(callBar, page.id).toContain(`href="tel:${phone.e164}"`)
    }
  })
})

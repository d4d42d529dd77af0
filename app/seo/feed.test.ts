import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { jsonLdNodes, renderPage } from '#app/test/render-page'
import { newsFeed } from './feed.server'
import { indexablePages, indexablePaths } from './indexable.server'
import { sitemapXml } from './sitemap'

const origin = 'https://eyes.example'

interface Item {
  title: string
  link: string
  guid: unknown
  pubDate: string
  description: string
  'content:encoded': string
  'dc:creator'?: string
  category?: string | string[]
}

function channelOf(xml: string) {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor, fast-xml-validator, is not a dependency; this check is the same
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: {
      '@_version': string
      channel: { language: string; link: string; item: Item[] } & Record<string, unknown>
    }
  }
  expect(parsed.rss['@_version']).toBe('2.0')
  return parsed.rss.channel
}

describe('the news feeds', () => {
  it('list the English posts, newest first, as RSS 2.0 in English', () => {
    const channel = channelOf(newsFeed('en', origin))
    expect(channel.language).toBe('en-US')
    expect(channel.link).toBe(`${origin}/news`)
    expect(channel.item.map((item) => item.link)).toEqual([
      `${origin}/news/holiday-hours-2026`,
      `${origin}/news/ipl-dry-eye-treatment-irvine`,
      `${origin}/news/back-to-school-eye-exams`,
    ])
    const [holiday] = channel.item
    expect(holiday!.title).toBe('Holiday hours for Thanksgiving through New Year’s Day'.replace('’', "'"))
    expect(new Date(holiday!.pubDate).toISOString()).toBe('2026-11-16T08:00:00.000Z')
    expect(holiday!['content:encoded']).toContain('(Thanksgiving): all offices closed.')
    // Links in the full text lead back to the site, not to the reader's own address.
    expect(holiday!['content:encoded']).not.toMatch(/href="\/(?!\/)/)
    expect(holiday!['content:encoded']).toContain(`href="${origin}/contact"`)
  })

  it('list the Spanish posts at their Spanish addresses, in Spanish', () => {
    const channel = channelOf(newsFeed('es', origin))
    expect(channel.language).toBe('es-US')
    expect(channel.link).toBe(`${origin}/es/noticias`)
    expect(channel.item.map((item) => item.link)).toEqual([
      `${origin}/es/noticias/horario-de-fiestas-2026`,
      `${origin}/es/noticias/luz-pulsada-ojo-seco-irvine`,
      `${origin}/es/noticias/examen-de-la-vista-regreso-a-clases`,
    ])
    expect(channel.item[1]!.description).toMatch(
      /^Nuestro consultorio de Irvine ya ofrece luz pulsada intensa/,
    )
  })
})

describe('news posts on the site', { timeout: 60_000 }, () => {
  it('are in the sitemap with lastmod, in both languages', () => {
    const xml = sitemapXml(indexablePages(), origin)
    expect(xml).toContain(
      `<loc>${origin}/news/ipl-dry-eye-treatment-irvine</loc>\n    <lastmod>2026-11-27</lastmod>`,
    )
    expect(xml).toContain(`<loc>${origin}/es/noticias/luz-pulsada-ojo-seco-irvine</loc>`)
    expect(xml).toContain(`<loc>${origin}/news</loc>`)
  })

  it('are in the site search index, each in its language', () => {
    const indexed = indexablePaths()
    expect(indexed).toContainEqual({ path: '/news/holiday-hours-2026', language: 'en' })
    expect(indexed).toContainEqual({ path: '/es/noticias/horario-de-fiestas-2026', language: 'es' })
    expect(indexed).toContainEqual({ path: '/es/noticias', language: 'es' })
  })

  it('are BlogPostings by the practice, published by it, while the authors are sample profiles', () => {
    const nodes = jsonLdNodes(renderPage('/es/noticias/luz-pulsada-ojo-seco-irvine').head)
    const posting = nodes.find((node) => node['@type'] === 'BlogPosting')!
    const webPage = nodes.find((node) => String(node['@id']).endsWith('#webpage'))!
    expect(posting).toMatchObject({
      headline: 'Luz pulsada intensa (IPL) para el ojo seco, ahora en Irvine',
      datePublished: '2026-09-15',
      inLanguage: 'es',
      keywords: 'ojo seco, IPL, Irvine',
      // Daniel Okafor's profile is a sample (app/content/team): no Person is published for him.
      author: { '@id': 'https://www.solanavisioncare.example/#practice' },
      publisher: { '@id': 'https://www.solanavisioncare.example/#practice' },
    })
    expect(webPage.mainEntity).toEqual({ '@id': posting['@id'] })
    expect(nodes.filter((node) => node['@type'] === 'Person')).toEqual([])
  })

  it('link every page to the feed of its language', () => {
    for (const [path, feed] of [
      ['/', '/news/rss.xml'],
      ['/es/contact', '/es/noticias/rss.xml'],
    ] as const) {
      const link = renderPage(path).head.find((tag) => 'type' in tag && tag.type === 'application/rss+xml')
      expect(link, path).toMatchObject({
        tagName: 'link',
        rel: 'alternate',
        href: `https://www.solanavisioncare.example${feed}`,
      })
    }
  })
})

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { getRegistry } from '#shared/content/registry.server'
import { builtHtml, tags } from '../e2e/built-page'
import { servedBuild } from './served'

const get = servedBuild()

/** The news feeds, as the server sends them, and where pages point to them. */
describe('news', () => {
  it('each language has its RSS 2.0 feed, served as RSS and named in its home page head', async () => {
    for (const [feed, language, tag, home] of [
      ['/news/rss.xml', 'en', 'en-US', '/'],
      ['/es/noticias/rss.xml', 'es', 'es-US', '/es'],
    ] as const) {
      const response = await get(feed)
      expect(response.status, feed).toBe(200)
      expect(response.headers.get('content-type'), feed).toContain('application/rss+xml')
      const xml = await response.text()
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor, fast-xml-validator, is not a dependency; this check is the same
      expect(XMLValidator.validate(xml), feed).toBe(true)
      const channel = new XMLParser().parse(xml).rss.channel as { language: string; item: { link: string }[] }
      expect(channel.language).toBe(tag)
      const posts = getRegistry().pages.filter((page) => page.family === 'news' && page.paths[language])
      expect(posts.length).toBeGreaterThanOrEqual(3)
      expect(channel.item.length).toBe(posts.length)
      const links = tags(builtHtml(home), 'link').filter((tag) => tag.type === 'application/rss+xml')
      expect(
        links.map((tag) => new URL(tag.href!).pathname),
        home,
      ).toEqual([feed])
    }
  })
})

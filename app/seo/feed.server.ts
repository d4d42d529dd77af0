import { Feed } from 'feed'
import { authorOf, feedPath, newsPosts } from '#app/view/news.server'
import { getRegistry } from '#shared/content/registry.server'
import { renderPage } from '#shared/content/render.server'
import { startOfDay } from '#app/view/schedule.server'
import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { practice } from '#shared/practice'
import { absoluteUrl } from './urls'

/** Root-relative links and images made absolute: a feed reader shows the post away from the site. */
const absoluteLinks = (html: string, origin: string) =>
  html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`)

/**
 * The RSS 2.0 feed of one language's news: every post, newest first, with its summary, its full
 * text, its author and its topics. Written by the build (scripts/seo/build-seo.ts) to feedPath().
 */
export function newsFeed(language: Language, origin: string): string {
  const index = getRegistry().byId.get('pages/news')
  const indexFront = index?.data[language]
  const indexUrl = absoluteUrl(origin, index?.paths[language] ?? '/')
  const posts = newsPosts(language)
  const newest = posts[0]?.front
  const feed = new Feed({
    id: indexUrl,
    link: indexUrl,
    title: locales[language]['news.feedTitle'].replace('{{name}}', practice.name),
    description: indexFront?.summary ?? '',
    language: language === 'es' ? 'es-US' : 'en-US',
    copyright: `© ${practice.name}`,
    generator: false,
    updated: newest ? new Date(startOfDay(newest.date)) : undefined,
    image: absoluteUrl(origin, '/favicon.svg'),
    feedLinks: { rss: absoluteUrl(origin, feedPath(language)) },
  })
  for (const { page, path, front } of posts) {
    const url = absoluteUrl(origin, path)
    feed.addItem({
      title: front.heading,
      id: url,
      link: url,
      date: new Date(startOfDay(front.date)),
      description: front.summary,
      content: absoluteLinks(renderPage(page, language).html, origin),
      author: [{ name: authorOf(front.author).name }],
      category: front.tags.map((name) => ({ name })),
    })
  }
  return feed.rss2()
}

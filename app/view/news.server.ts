import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'
import { families, sectionPath } from '#shared/content/families'
import type { LayoutViews, NewsItem } from './page-data'
import { getRegistry, pagedPath, versionOf, type PageEntry } from '#shared/content/registry.server'
import type { News } from '#shared/content/schema'

/**
 * The news family's lists: posts newest first, the pages of the index, the RSS feed's path and
 * each post's author. The family table says how many posts a page holds and the word in paged
 * paths; the team folder says who wrote what.
 */

const { pagination } = families.news

/** The news feed of a language: `/news/rss.xml`, `/es/noticias/rss.xml`. */
export function feedPath(language: Language): string {
  return `${sectionPath('news', language)}/rss.xml`
}

/** A post in one language: its page, its path and its frontmatter. */
export interface NewsPost {
  page: PageEntry
  path: string
  front: News
}

/** The post `page` in `language`, if it is a news post written in that language. */
export function newsPostIn(page: PageEntry, language: Language): NewsPost | undefined {
  const version = versionOf(page, language)
  return version?.data.type === 'news' ? { page, path: version.path, front: version.data } : undefined
}

/** Every post in a language, newest first. */
export function newsPosts(language: Language): NewsPost[] {
  return getRegistry()
    .pages.flatMap((page) => (page.family === 'news' ? (newsPostIn(page, language) ?? []) : []))
    .sort((a, b) => b.front.date.localeCompare(a.front.date) || a.page.id.localeCompare(b.page.id))
}

/** A team member by id, with their name as the page shows it, "Elena Márquez, OD". */
export function authorOf(id: string) {
  const member = getRegistry().team.find((person) => person.id === id)
  if (!member) throw new Error(`no team member "${id}"`)
  return { member, name: member.credentials ? `${member.name}, ${member.credentials}` : member.name }
}

/** The number of index pages in a language. */
export function newsPageCount(language: Language): number {
  return Math.max(1, Math.ceil(newsPosts(language).length / pagination.perPage))
}

/** The path of index page `number` in a language. */
export function newsIndexPath(indexPage: PageEntry, language: Language, number: number): string {
  const path = indexPage.paths[language]
  if (!path) throw new Error(`${indexPage.id} has no ${language} version`)
  return pagedPath(path, pagination.word[language], number)
}

export function newsIndexView(
  indexPage: PageEntry,
  language: Language,
  number = 1,
): LayoutViews['news-index'] {
  const pages = newsPageCount(language)
  const start = (number - 1) * pagination.perPage
  const posts: NewsItem[] = newsPosts(language)
    .slice(start, start + pagination.perPage)
    .map(({ path, front }) => ({
      href: path,
      title: front.heading,
      summary: front.summary,
      date: front.date,
      author: authorOf(front.author).name,
    }))
  return {
    posts,
    pagination: {
      page: number,
      pages,
      newer: number > 1 ? newsIndexPath(indexPage, language, number - 1) : null,
      older: number < pages ? newsIndexPath(indexPage, language, number + 1) : null,
    },
    feed: feedPath(language),
  }
}

export function newsPostView(post: PageEntry, language: Language): LayoutViews['news'] {
  const front = newsPostIn(post, language)?.front
  if (!front) throw new Error(`${post.id} is not a news post in ${language}`)
  const { member, name } = authorOf(front.author)
  const about = getRegistry().byId.get('pages/about')
  const aboutPath = about?.paths[language] ?? about?.paths.en ?? '/about'
  return { author: { name, role: member.role[language], href: `${aboutPath}#team-${member.id}` } }
}

/** "News – page 2": the title of a later index page, so each page's title is its own. */
export function pagedTitle(title: string, language: Language, number: number): string {
  return locales[language]['news.pageTitle'].replace('{{title}}', title).replace('{{page}}', String(number))
}

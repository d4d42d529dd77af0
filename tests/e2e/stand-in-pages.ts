// What the publish stand-in (publish-stand-in.mjs) writes with the build's own code when a test asks
// for it: run with tsx on the content folder the publish reads (CONTENT_DIR), into the release
// folder given as the argument. In each language: the home, contact and office pages with the
// closures and special hours the pages list (`scheduleFor`, what the pages' hours show), the about
// page with each person and the photo of their card, the news page's posts with their authors
// (`newsIndexView`, what the news page lists) and the news feed as the build writes it
// (`newsFeed`). The pages' layouts themselves are the real build's, proven by `npm test`.
import fs from 'node:fs'
import path from 'node:path'
import { newsFeed } from '#app/seo/feed.server'
import { feedPath, newsIndexView } from '#app/view/news.server'
import { scheduleFor } from '#app/view/schedule.server'
import { getRegistry, pageById, pagesOf } from '#shared/content/registry.server'
import { languages, type Language } from '#shared/languages'

const client = process.argv[2]
if (!client) throw new Error('usage: stand-in-pages.ts <client folder>')

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

function write(pagePath: string, language: Language, list: string[]) {
  const folder = path.join(client!, pagePath)
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html lang="${language}"><title>Stand-in build</title><main><ul>${list.join('')}</ul></main></html>`,
  )
}

const { team } = getRegistry()
for (const language of languages) {
  const listed = scheduleFor(language).closures.filter((closure) => closure.listed)
  const hours = (office?: string) =>
    listed
      .filter((closure) => !office || (closure.offices as readonly string[]).includes(office))
      .map(
        (closure) =>
          `<li data-closure="${closure.from}">${escape(`${closure.days}: ${closure.hoursText} (${closure.reason})`)}</li>`,
      )
  for (const id of ['pages/home', 'pages/contact']) write(pageById(id).paths[language]!, language, hours())
  for (const page of pagesOf('location', language)) {
    const front = page.data[language] as { office?: string }
    write(page.paths[language]!, language, hours(front.office))
  }
  write(
    pageById('pages/about').paths[language]!,
    language,
    team.map((person) => `<li data-photo="${escape(person.photo ?? '')}">${escape(person.name)}</li>`),
  )
  const news = pageById('pages/news')
  write(
    news.paths[language]!,
    language,
    newsIndexView(news, language).posts.map(
      (post) => `<li data-post="${escape(post.href)}">${escape(`${post.title} · ${post.author}`)}</li>`,
    ),
  )
  const feed = path.join(client, feedPath(language))
  fs.mkdirSync(path.dirname(feed), { recursive: true })
  fs.writeFileSync(feed, newsFeed(language, 'http://localhost'))
}

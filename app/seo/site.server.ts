import { buildEnv } from '#app/env.server'
import { getRegistry, pageWithTemplate } from '#app/content/registry.server'
import { buildDate } from '#app/content/schedule.server'
import { feedPath } from '#app/content/news.server'
import { languages } from '#shared/languages'
import type { SiteFacts } from './structured-data'

/** The site as the head of every page names it: its origin, where its search lives, its closures. */
export function siteFacts(): SiteFacts {
  return {
    origin: buildEnv().SITE_ORIGIN,
    searchPaths: pageWithTemplate('search')?.paths ?? {},
    schedule: { asOf: buildDate(), closures: getRegistry().closures },
    team: getRegistry().team,
    feeds: Object.fromEntries(languages.map((language) => [language, feedPath(language)])),
  }
}

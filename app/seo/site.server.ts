import { buildEnv } from '#shared/build-env'
import { getRegistry, pageWithTemplate } from '#shared/content/registry.server'
import { buildDate } from '#app/view/schedule.server'
import { feedPath } from '#app/view/news.server'
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

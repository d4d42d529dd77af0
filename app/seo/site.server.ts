import { buildEnv } from '#app/env.server'
import { pageWithTemplate } from '#app/content/registry.server'
import type { SiteFacts } from './structured-data'

/** The site as the head of every page names it: its origin and where its search lives. */
export function siteFacts(): SiteFacts {
  return { origin: buildEnv().SITE_ORIGIN, searchPaths: pageWithTemplate('search')?.paths ?? {} }
}

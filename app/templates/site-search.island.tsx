import { defineIsland } from '#app/features/islands/define'
import { SiteSearch } from './site-search'

/** The search page's form and results (site-search.tsx). */
export default defineIsland('site-search', SiteSearch, {
  strings: ['search.', 'nav.emergency', 'cta.call', 'language.switchTo'],
})

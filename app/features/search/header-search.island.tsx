import { defineIsland } from '#app/features/islands/define'
import { HeaderSearch } from './header-search'

/** The header's search box, hydrated when a visitor first reaches for it (site-header.tsx). */
export default defineIsland('header-search', HeaderSearch, {
  strings: ['search.', 'nav.emergency', 'language.switchTo'],
})

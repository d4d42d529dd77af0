import type { Language } from './languages'

/**
 * Where each language's site-search index lives: one Pagefind bundle per language, each with its
 * own script, worker and WebAssembly (with that language's stemmer). The build writes them
 * (scripts/seo/search-index.ts), the browser loads both when a visitor first searches
 * (app/features/search/pagefind.ts), and the server caches their hashed files for a year.
 */
export function searchBundlePath(language: Language): string {
  return `/pagefind/${language}/`
}

/** Files of a bundle whose names change with their content: index and filter chunks, fragments, metadata. */
export const hashedSearchFile =
  /\/pagefind\/[a-z]{2}\/(?:(?:fragment|index|filter)\/|pagefind\.[\w-]+_[0-9a-f]+\.pf_meta$)/

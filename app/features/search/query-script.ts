/** The search page's field: one per page, so a fixed id the inline script below can find. */
export const searchFieldId = 'site-search-query'

/**
 * Puts `?q=` in the search page's field as the prerendered page is parsed, before the first
 * paint: the page is the same file for every query, so the server cannot. Fixed text, so the
 * build knows it (scripts/postbuild/index.ts) and the server allows it by its hash, like the
 * page's other inline scripts (shared/inline-code.ts).
 */
export const searchQueryScript = `document.getElementById(${JSON.stringify(searchFieldId)}).value=new URLSearchParams(location.search).get("q")||""`

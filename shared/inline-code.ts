import { THEME_STORAGE_KEY } from './theme'

/**
 * The only inline code a page carries, as fixed text: the pre-paint script, the island loader's
 * start, the speculation rules and the search page's query script. JSON-LD and the islands' props are data, which no browser runs. Since the text is known
 * to the code, so are its hashes: the server allows exactly these in every page's
 * Content-Security-Policy (server/csp.ts), computed here when it starts, and a <script> that
 * reaches a page any other way does not run.
 */

/** The class on <html> that hides the announcement band (app.css), set before the first paint. */
export const ANNOUNCEMENT_HIDDEN_CLASS = 'announcement-hidden'

/** Where a dismissed announcement is remembered: one key per announcement, so a new one shows again. */
export const announcementDismissedKey = (id: string) => `announcement-dismissed:${id}`

/**
 * Runs in <head> before the body is parsed, so nothing is painted twice: the theme (a dark-theme
 * visitor never sees a flash of light), and the announcement band hidden when the visitor closed
 * it or its last day has passed since the build. The band's id and end are attributes of <html>
 * (`data-announcement`, `data-announcement-ends`, in ms since 1970), which makes this one text
 * for every page. Kept tiny and dependency-free.
 */
export const prePaintScript = `(function(){try{var e=document.documentElement,s=localStorage,t=s.getItem('${THEME_STORAGE_KEY}'),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),a=e.getAttribute('data-announcement');e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light';if(a&&(s.getItem(${JSON.stringify(announcementDismissedKey(''))}+a)||Date.now()>=Number(e.getAttribute('data-announcement-ends'))))e.classList.add('${ANNOUNCEMENT_HIDDEN_CLASS}')}catch(_){}})()`

/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): same-origin
 * pages a visitor is about to open (a pointer resting on the link, a press) are fetched ahead,
 * so the next page is usually there when the click lands. Prefetch only, never prerender: a
 * page is not run, nor counted as viewed, before someone opens it. The API, the staff pages, the
 * feeds and downloads are left alone.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/admin*' } },
          { not: { href_matches: '/*.xml' } },
          { not: { selector_matches: '[download], [rel~="nofollow"], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

/** The attributes of <html> that name the island loader's file and the modules it imports at once. */
export const ISLAND_LOADER_ATTRIBUTE = 'data-islands'
export const ISLAND_IMPORTS_ATTRIBUTE = 'data-islands-imports'

/**
 * Starts the island loader (app/entry.client.ts) once the page has painted its text and loaded,
 * or after 5 s at the latest: only then are its file and the modules it imports requested. The
 * page is complete HTML, so no script stands between it and the first paint, and a phone on a
 * slow network spends its first round trips on the text. The files come from attributes of
 * <html> (the build names them), which keeps this one text, and one hash, for every page.
 */
export const islandStartScript = `(function(){var h=document.documentElement,u=h.getAttribute('${ISLAND_LOADER_ATTRIBUTE}');if(!u)return;var started=false;function start(){if(started)return;started=true;(h.getAttribute('${ISLAND_IMPORTS_ATTRIBUTE}')||'').split(' ').forEach(function(m){if(m)document.head.appendChild(Object.assign(document.createElement('link'),{rel:'modulepreload',href:m}))});import(u)}setTimeout(start,5000);var painted=new Promise(function(done){var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf('paint')<0)return done();new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();done()}}).observe({type:'paint',buffered:true})});var loaded=new Promise(function(done){if(document.readyState==='complete')done();else addEventListener('load',function(){done()},{once:true})});Promise.all([painted,loaded]).then(start)})()`

/** The search page's field: one per page, so a fixed id the script below can find. */
export const searchFieldId = 'site-search-query'

/**
 * Puts `?q=` in the search page's field as the prerendered page is parsed, before the first
 * paint: the page is the same file for every query, so the server cannot
 * (app/templates/site-search.tsx writes it after the field).
 */
export const searchQueryScript = `document.getElementById(${JSON.stringify(searchFieldId)}).value=new URLSearchParams(location.search).get("q")||""`

/**
 * The text of the <style> element that carries the site's stylesheet in every page (app/root.tsx):
 * `</style` would end the element early, so it is written `<\/style`, which CSS reads the same.
 * The stylesheet is known after the build only: the build records this text's hash
 * (scripts/site-style.ts), and the server allows it from that record.
 */
export const styleElementText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1')

/** The inline scripts of the pages, as they are written into them (app/root.tsx, the search page). */
export const siteInlineScripts = [
  prePaintScript,
  islandStartScript,
  speculationRules,
  searchQueryScript,
] as const

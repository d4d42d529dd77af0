import { LANGUAGE_STORAGE_KEY } from '#app/features/i18n/language-key'
import { storage } from '#app/lib/storage'

/** How long the progress bar may stay when no page replaced this one (a download, a 204). */
const PROGRESS_LIMIT_MS = 20_000

/** Whether following `link` leaves this document for another page of the site. */
export function leavesForSitePage(link: HTMLAnchorElement, here: Location = location): boolean {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false
  const url = new URL(link.href, here.href)
  if (url.origin !== here.origin) return false
  // Another place in this page: the browser scrolls, nothing loads.
  return !(url.pathname === here.pathname && url.search === here.search && url.hash !== '')
}

/** The first field of the form a link points at (`#site-search`), if the target is a form. */
function linkedField(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!(target instanceof HTMLFormElement)) return null
  return target.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea',
  )
}

/**
 * What the site's links do beyond navigating, for the page's life (part of the island loader):
 * - a click on a link to another page of the site shows a thin progress bar until that page
 *   replaces this one: on a slow phone the tap gets an answer at once where the person looked;
 * - following the language switcher (`data-language-choice`) stores the choice (SPEC §4), and
 *   one to the page's counterpart (`data-keep-query`) takes the search page's query along, what
 *   is in the address bar (the search page keeps what is typed there);
 * - a link to a form (the header's search button, the contact page's "Request an appointment")
 *   puts the cursor in its first field, on arrival and within the page.
 */
export function startPageLinks(): void {
  const bar = document.querySelector<HTMLElement>('[data-testid="navigation-progress"]')
  let timer: number | undefined
  const hide = () => {
    if (bar) bar.hidden = true
    window.clearTimeout(timer)
  }
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
    if (!link) return
    const choice = link.dataset.languageChoice
    if (choice) storage.set(LANGUAGE_STORAGE_KEY, choice)
    const query = link.hasAttribute('data-keep-query') && new URLSearchParams(location.search).get('q')
    if (query) link.href = `${link.pathname}?q=${encodeURIComponent(query)}`
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (!bar || !leavesForSitePage(link)) return
    bar.hidden = false
    window.clearTimeout(timer)
    timer = window.setTimeout(hide, PROGRESS_LIMIT_MS)
  })
  // Back to this page from the back/forward cache: the bar it showed when it was left goes.
  addEventListener('pageshow', (event) => {
    if (event.persisted) hide()
  })
  const focusLinkedField = () => linkedField()?.focus({ preventScroll: true })
  focusLinkedField()
  addEventListener('hashchange', focusLinkedField)
}

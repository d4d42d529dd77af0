/**
 * Decap's lists name each page by the summary of its English file (its title in search results),
 * whatever the staff member's language: a Spanish reader saw "Stye: Causes, Home Care and When to
 * See Us" where the page is "Orzuelo". Here each card of a list says the page's heading in the
 * staff member's language (the server's `entryNames`, from the content folder), keeping what comes
 * before it in a dated list ("30 nov 2026 · "), whenever Decap draws the list again.
 */

/** A card's title, by the names Decap's styles give it (list and grid views). */
const TITLE = '[class*="-ListCardTitle"], [class*="-CardHeading"]'

/** The editor's key of the entry a card leads to: `#/collections/condition/entries/stye` → `condition/stye`. */
export function entryKey(href: string): string | null {
  const [, collection, slug] = /#\/collections\/([^/?#]+)\/entries\/([^?#]+)$/.exec(href) ?? []
  return collection && slug ? `${collection}/${decodeURIComponent(slug)}` : null
}

/** A card's summary with the page's name in place of its title: a dated summary keeps its date. */
export function renamed(summary: string, name: string): string {
  const dated = /^(.+? · )/.exec(summary)?.[1]
  return dated && /\d/.test(dated) ? `${dated}${name}` : name
}

export function nameEntries(names: Readonly<Record<string, string>>) {
  const rename = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="/entries/"]')) {
      const key = entryKey(link.getAttribute('href') ?? '')
      const name = key ? names[key] : undefined
      const text = link.querySelector(TITLE)?.firstChild
      if (!name || text?.nodeType !== Node.TEXT_NODE) continue
      const summary = text.nodeValue ?? ''
      const named = renamed(summary, name)
      // Set only when it differs: this change is itself observed.
      if (named !== summary) text.nodeValue = named
    }
  }
  new MutationObserver(rename).observe(document.body, { childList: true, subtree: true, characterData: true })
}

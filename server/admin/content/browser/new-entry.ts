import { say } from './setup'

/**
 * Decap's toolbar says "Changes saved" under the collection's name whenever the form holds no
 * change, a new form that was never saved included. There it says that the entry is not saved yet.
 */

/** The editor's address of a new entry: `#/collections/<name>/new`. */
export const isNewEntry = (hash: string) => /^#\/collections\/[^/?#]+\/new(?:[?#]|$)/.test(hash)

/** The toolbar's status while the form is unchanged, by the name Decap's style gives it. */
const UNCHANGED = '[class*="-BackStatusUnchanged"]'

export function sayNewEntries() {
  const mark = () => {
    if (!isNewEntry(location.hash)) return
    const words = say('newEntry')
    for (const status of document.querySelectorAll(UNCHANGED))
      // Set only when it differs: this change is itself observed.
      if (status.textContent !== words) {
        status.textContent = words
        status.setAttribute('data-new-entry', '')
      }
  }
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true, characterData: true })
}

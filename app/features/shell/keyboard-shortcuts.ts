/** True while the visitor is typing, when single-key shortcuts must not fire. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

const closeLabel = /\b(close|cerrar)\b/i

function labelOf(element: HTMLElement): string {
  return element.getAttribute('aria-label') ?? element.textContent
}

/**
 * The field "/" focuses: a search field of the page itself first (the conditions and emergency
 * filters, the search page's field), because it answers the question the visitor is already
 * in; otherwise the header's site search (`data-site-search`). Hidden fields are skipped.
 */
export function searchFieldFor(root: Pick<Document, 'querySelectorAll'>): HTMLInputElement | null {
  const fields = [
    ...root.querySelectorAll<HTMLInputElement>('input[type="search"], [data-site-search] input'),
  ].filter((field) => field.getClientRects().length > 0)
  return fields.find((field) => !field.closest('[data-site-search]')) ?? fields[0] ?? null
}

/**
 * SPEC §2 shortcuts: "/" focuses a search field (see searchFieldFor); Escape activates the
 * first visible control labelled Close (the announcement band's last); Tab puts the page in
 * keyboard mode until a mouse press.
 */
export function handleShortcut(event: KeyboardEvent, root: Document = document): boolean {
  if (event.key === 'Tab') {
    root.documentElement.dataset.keyboard = 'true'
    return false
  }
  if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return false
  if (event.key === '/') {
    const search = searchFieldFor(root)
    if (!search) return false
    search.focus()
    return true
  }
  if (event.key === 'Escape') {
    // Open dialogs handle Escape themselves, and take it (a dialog that just closed on it is gone).
    if (event.defaultPrevented || root.querySelector('[role="dialog"][data-state="open"]')) return false
    const closers = [...root.querySelectorAll<HTMLElement>('button, [role="button"]')].filter(
      (element) => closeLabel.test(labelOf(element)) && element.offsetParent !== null,
    )
    // What sits over the page (a notice, a toast) closes before the announcement band, which
    // marks itself data-escape-last: a stray Escape should not hide it for good.
    const close = closers.find((element) => !element.closest('[data-escape-last]')) ?? closers[0]
    if (!close) return false
    close.click()
    return true
  }
  return false
}

/** The shortcuts for the page's life: part of the island loader, so they work as soon as it runs. */
export function startKeyboardShortcuts(): void {
  document.addEventListener('keydown', (event) => {
    if (handleShortcut(event)) event.preventDefault()
  })
  document.addEventListener('pointerdown', () => delete document.documentElement.dataset.keyboard)
}

/**
 * The publish panel (content/views.tsx) while a build runs: asks the status endpoint its panel
 * names (`data-watch`, JSON) every few seconds and, once the build has ended, fetches the page
 * again (`data-refresh`) and puts its panel in place, so the button, the time and the build's
 * error are the server's own, in the staff member's language. The status line stays the same
 * element and only its words change, so screen readers announce the end. Without this script a
 * reload shows the same. Typed and linted here; the page gets the function's own text
 * (`publishStatusScript`), as with copy-button.ts.
 */
function publishStatus() {
  const panel = document.querySelector('[data-publish-panel][data-watch]')
  if (!(panel instanceof HTMLElement)) return
  const watch = panel.dataset.watch ?? ''
  const refresh = panel.dataset.refresh ?? ''
  const status = panel.querySelector('[role="status"]')
  /** What the status line says: the state and whether another publish waits (data-state, data-queued). */
  const said = (state: unknown, queued: unknown) => JSON.stringify([state, String(queued)])
  const busy = (state: unknown) => state === 'queued' || state === 'building'

  /** The panel as the server draws it now: its status line's words, and the rest in place. */
  const redraw = async (): Promise<boolean> => {
    const response = await fetch(refresh, { credentials: 'same-origin', headers: { accept: 'text/html' } })
    if (!response.ok) return false
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    const fresh = page.querySelector('[data-publish-panel]')
    const freshStatus = fresh?.querySelector('[role="status"]')
    const rest = panel.querySelector('[data-publish-rest]')
    const freshRest = fresh?.querySelector('[data-publish-rest]')
    if (!status || !freshStatus || !rest || !freshRest) return false
    const focused = rest.contains(document.activeElement)
    for (const name of ['data-state', 'data-queued'])
      status.setAttribute(name, freshStatus.getAttribute(name) ?? '')
    status.replaceChildren(...Array.from(freshStatus.childNodes, (node) => document.importNode(node, true)))
    const placed = document.importNode(freshRest, true)
    rest.replaceWith(placed)
    if (focused) placed.querySelector('button')?.focus()
    return true
  }

  let last = said(status?.getAttribute('data-state'), status?.getAttribute('data-queued'))
  const poll = async () => {
    try {
      const response = await fetch(watch, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
      // Signed out, or no longer allowed: the page's own sign-in takes over at the next load.
      if (response.status === 401 || response.status === 403) return
      if (response.ok) {
        const now = (await response.json()) as { state?: unknown; queued?: unknown }
        const seen = said(now.state, now.queued)
        if (seen !== last && (await redraw())) last = seen
        if (!busy(now.state)) return
      }
    } catch {
      // A network hiccup: ask again at the next turn.
    }
    setTimeout(() => void poll(), 2000)
  }
  setTimeout(() => void poll(), 2000)
}

export const publishStatusScript = `'use strict';(${publishStatus.toString()})()\n`

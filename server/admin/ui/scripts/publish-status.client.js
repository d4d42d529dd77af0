'use strict'
/**
 * The publish panel (content/views.tsx) follows a build while it runs: it asks the publish status
 * every few seconds, and when the build ends it takes the panel's parts from the page as the
 * server now writes it, in the person's language, so no reload is needed. Without this script a
 * refresh in the page's head does the same, more bluntly.
 */
const panel = document.querySelector('[data-publish-panel]')
const BUSY = ['queued', 'building']
const EVERY_MS = 3000

/** @param {Element} from @param {Element} to */
function copyParts(from, to) {
  for (const part of to.querySelectorAll('[data-part]')) {
    if (!(part instanceof HTMLElement)) continue
    const fresh = from.querySelector(`[data-part="${part.dataset.part ?? ''}"]`)
    if (!(fresh instanceof HTMLElement)) continue
    part.innerHTML = fresh.innerHTML
    part.hidden = fresh.hidden
    if (fresh.dataset.state !== undefined) part.dataset.state = fresh.dataset.state
  }
}

async function refresh() {
  const page = await fetch(location.href, { credentials: 'same-origin' })
  if (!page.ok || !panel) return
  const fresh = new DOMParser().parseFromString(await page.text(), 'text/html').querySelector('[data-publish-panel]')
  if (fresh) copyParts(fresh, panel)
}

async function follow() {
  if (!(panel instanceof HTMLElement)) return
  let seen = panel.dataset.finished
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    const answer = await fetch(panel.dataset.status ?? '', { credentials: 'same-origin' }).catch(() => null)
    if (!answer?.ok) continue
    const status = /** @type {{ state: string, finished: number }} */ (await answer.json())
    if (String(status.finished) !== seen || !BUSY.includes(status.state)) {
      seen = String(status.finished)
      await refresh()
      if (!BUSY.includes(status.state)) return
    }
  }
}

if (panel instanceof HTMLElement && BUSY.includes(panel.dataset.state ?? '')) void follow()

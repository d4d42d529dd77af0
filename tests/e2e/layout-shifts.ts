import type { Page } from '@playwright/test'

interface Watched {
  shifts: { value: number; at: number }[]
  /** When the load event came, on the clock shifts are timed by (`performance` may be the test's fake clock). */
  loaded: number | null
}

/** Records layout shifts from the start of the page, as CLS counts them (none after an input). */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const watched: Watched = { shifts: [], loaded: null }
    ;(window as unknown as { __shifts: Watched }).__shifts = watched
    addEventListener('load', () => (watched.loaded = Number(document.timeline.currentTime)), { once: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) watched.shifts.push({ value: entry.value, at: entry.startTime })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The shifts so far, once two frames have been drawn (a shift is reported after its frame): all
 * of them, or those since the page loaded (`since: 'load'`), when what is checked is the page's
 * code, which starts after the load. A machine too busy to parse a page in one go may paint it
 * part-parsed, and the rest of a row arriving moves what was painted: that is not the code's doing.
 */
export const shiftTotal = (page: Page, { since = 'start' }: { since?: 'start' | 'load' } = {}) =>
  page.evaluate(async (from) => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    const { shifts, loaded } = (window as unknown as { __shifts: Watched }).__shifts
    if (from === 'load' && loaded === null) throw new Error('The page has not loaded yet')
    const start = from === 'load' ? (loaded ?? 0) : 0
    return shifts.filter((shift) => shift.at >= start).reduce((sum, shift) => sum + shift.value, 0)
  }, since)

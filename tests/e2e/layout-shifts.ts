import type { Page } from '@playwright/test'

interface Shift {
  value: number
  at: number
  /** The elements that moved: their own element, or their text's. */
  moved: Element[]
}

interface Watched {
  shifts: Shift[]
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
        sources?: { node?: Node | null }[]
      })[])
        if (!entry.hadRecentInput)
          watched.shifts.push({
            value: entry.value,
            at: entry.startTime,
            moved: (entry.sources ?? [])
              .map(({ node }) => (node instanceof Element ? node : (node?.parentElement ?? null)))
              .filter((element): element is Element => element !== null),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Below this a layout shift score is CLS 0 as Lighthouse reports it (three decimals): a cold
 * browser on a busy machine has moved a page by 0.00003 after its load, once in many runs, with
 * nothing to see. The call bar's shift this guards against scored 0.0013 to 0.0076.
 */
export const UNSEEN_SHIFT = 0.0005

export interface Shifted {
  /** The sum of the shifts' scores, as CLS adds them. */
  total: number
  /** What moved, each as `tag#id.class[data-testid]`, for a failure's message. */
  moved: string[]
}

/**
 * The shifts so far, once two frames have been drawn (a shift is reported after its frame): all
 * of them, or those since the page loaded (`since: 'load'`), when what is checked is the page's
 * code, which starts after the load. A machine too busy to parse a page in one go may paint it
 * part-parsed, and the rest of a row arriving moves what was painted: that is not the code's doing.
 * `within` keeps the shifts that moved something inside the elements it selects.
 */
export const shifts = (
  page: Page,
  { since = 'start', within }: { since?: 'start' | 'load'; within?: string } = {},
): Promise<Shifted> =>
  page.evaluate(
    async ({ from, inside }) => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      const { shifts: all, loaded } = (window as unknown as { __shifts: Watched }).__shifts
      if (from === 'load' && loaded === null) throw new Error('The page has not loaded yet')
      const start = from === 'load' ? (loaded ?? 0) : 0
      const counted = all.filter(
        (shift) =>
          shift.at >= start && (!inside || shift.moved.some((element) => element.closest(inside) !== null)),
      )
      const name = (element: Element) =>
        `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('')}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`
      return {
        total: counted.reduce((sum, shift) => sum + shift.value, 0),
        moved: [...new Set(counted.flatMap((shift) => shift.moved.map(name)))],
      }
    },
    { from: since, inside: within },
  )

/** The sum of the shifts so far (see `shifts`). */
export const shiftTotal = async (page: Page, options: { since?: 'start' | 'load'; within?: string } = {}) =>
  (await shifts(page, options)).total

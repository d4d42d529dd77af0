import type { Page } from '@playwright/test'

/** Sums layout shifts from the start of the page, as CLS counts them (none after an input). */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts so far, once two frames have been drawn (a shift is reported after its frame). */
export const shiftTotal = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    return (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0)
  })

import type { Page } from '@playwright/test'

/** Small phone, phone, tablet portrait (iPad), tablet (iPad Air/Pro 11"), laptop, desktop. */
export const widths = [320, 375, 768, 834, 1280, 1440] as const

/**
 * 200 % text, emulated by doubling the root font size as soon as the document is parsed: text,
 * spacing and controls (all sized in rem) double, as with a browser's text-size setting.
 * Chromium's device scale factor is not text resizing: it zooms the whole page, so the layout
 * simply gets narrower. Media queries still measure 16 px ems here, so wide layouts meet twice
 * the text they would under a real setting: a harsher check, not a gentler one. (An init script
 * runs before `<html>` exists, hence the wait for DOMContentLoaded.)
 */
export async function enlargeText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
}

export interface SidewaysOverflow {
  scrollWidth: number
  innerWidth: number
  /** The outermost elements that reach past the right edge, as `tag.class` with their right edge. */
  culprits: string[]
}

/**
 * Whether the page scrolls sideways (WCAG 1.4.10), and which elements push it: those whose box
 * ends past the viewport while their parent's does not, leaving out what scrolls inside its own
 * container or is clipped by it.
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow | null> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement
    if (scrollWidth <= innerWidth) return null
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible'
    const past = (element: Element) => element.getBoundingClientRect().right > innerWidth + 0.5
    const culprits: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!past(element)) continue
      const parent = element.parentElement
      if (parent && parent !== document.body && past(parent) && !clips(parent)) continue
      let ancestor = parent
      let clipped = false
      while (ancestor && ancestor !== document.body) {
        if (clips(ancestor) && !past(ancestor)) clipped = true
        ancestor = ancestor.parentElement
      }
      if (clipped) continue
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`
      culprits.push(`${name} → ${Math.round(element.getBoundingClientRect().right)}px`)
      if (culprits.length === 5) break
    }
    return { scrollWidth, innerWidth, culprits }
  })
}

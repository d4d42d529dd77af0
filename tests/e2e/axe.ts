import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const { source: axeSource } = createRequire(import.meta.url)('axe-core') as { source: string }

/** WCAG 2.2 AA and axe's best practices: the bar every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[]
}

/**
 * axe-core's findings on the page as it is now, one line per rule with up to three elements.
 * axe is evaluated through the browser's debugging protocol, which the page's own
 * Content-Security-Policy does not govern, so the policy stays on while the page is checked.
 */
export async function axeViolations(page: Page, runOnly: string[] = wcagTags): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> }
    }
    const result = await axe.run(document, { runOnly: tags })
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
  }, runOnly)
}

import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const { source: axeSource } = createRequire(import.meta.url)('axe-core') as { source: string }

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[]
}

/**
 * axe-core's findings on the page as it is now, one line per rule with up to three elements:
 * every rule axe runs by default (WCAG 2.x A and AA, best practices), or only `rules`.
 * axe is evaluated through the browser's debugging protocol, which the page's own
 * Content-Security-Policy does not govern, so the policy stays on while the page is checked.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> }
    }
    const result = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : {})
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
  }, rules)
}

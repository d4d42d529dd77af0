import { createRequire } from 'node:module'
import type { BrowserContext, Page } from '@playwright/test'

const { source: axeSource } = createRequire(import.meta.url)('axe-core') as { source: string }

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[]
}

/** The rules whose outcome depends on colours: all that a change of theme can change. */
export const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * Loads axe into every page of a context as the page starts, so each check need not send it:
 * about a quarter less time per page in a sweep of many pages.
 */
export const preloadAxe = (context: BrowserContext) => context.addInitScript(axeSource)

/** Which rules to run: every default rule, only these (`string[]`), or all but these (`except`). */
export type AxeRules = readonly string[] | { except: readonly string[] }

/**
 * axe-core's findings on the page as it is now, one line per rule with up to three elements:
 * every rule axe runs by default (WCAG 2.x A and AA, best practices), or the rules asked for.
 * axe is evaluated through the browser's debugging protocol, which the page's own
 * Content-Security-Policy does not govern, so the policy stays on while the page is checked.
 */
export async function axeViolations(page: Page, rules?: AxeRules): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: Record<string, unknown> = { resultTypes: ['violations'] }
  if (Array.isArray(rules)) options.runOnly = { type: 'rule', values: rules }
  else if (rules && 'except' in rules)
    options.rules = Object.fromEntries(rules.except.map((id) => [id, { enabled: false }]))
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> }
    }
    const result = await axe.run(document, runOptions)
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
  }, options)
}

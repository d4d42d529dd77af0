import type { Page } from '@playwright/test'

/**
 * What the page's Content-Security-Policy refused from now on, as the browser reports it (in
 * the console or as a `securitypolicyviolation` event), and the page's uncaught errors.
 */
export async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => violations.push(`error: ${error.message}`))
  await page.exposeFunction('reportViolation', (text: string) => violations.push(`event: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      )
    })
  })
  return violations
}

import type { Device } from '#shared/analytics/limits'
import { browserName, osName, type ClientInfo } from '#shared/analytics/user-agent-names'

export type { ClientInfo }

/** What Chromium browsers say of themselves (`navigator.userAgentData`, User-Agent Client Hints). */
export interface UserAgentHints {
  brands: readonly { brand: string; version: string }[]
  mobile: boolean
  platform: string
}

// "Not A(Brand", "Not_A Brand"...: placeholders browsers add so nobody matches on the list.
const placeholder = /not.?a.?brand/i

/**
 * Browser, system and device from client hints, without parsing anything. The browser is the
 * most specific brand (Edge or Opera rather than the Chromium they are built on). Android
 * tablets do not call themselves mobile. Null when the hints name no browser.
 */
export function clientFromHints(hints: UserAgentHints): ClientInfo | null {
  const brands = hints.brands.filter(({ brand }) => !placeholder.test(brand))
  const brand = brands.find(({ brand }) => brand !== 'Chromium') ?? brands[0]
  if (!brand) return null
  const os = osName(hints.platform || undefined)
  const device: Device = hints.mobile ? 'Mobile' : os === 'Android' ? 'Tablet' : 'Desktop'
  return {
    browser: browserName(brand.brand),
    browserVersion: brand.version || 'Unknown',
    os,
    device,
    isMobile: device !== 'Desktop',
  }
}

/**
 * Client hints where the browser gives them (Chrome, Edge, most Android browsers); elsewhere
 * (Safari, Firefox) the user agent string, through ua-parser-js, loaded only then.
 */
export async function describeClient(
  userAgent: string,
  maxTouchPoints: number,
  hints?: UserAgentHints | null,
): Promise<ClientInfo> {
  const fromHints = hints ? clientFromHints(hints) : null
  if (fromHints) return fromHints
  const { parseUserAgent } = await import('./parse-user-agent')
  return parseUserAgent(userAgent, maxTouchPoints)
}

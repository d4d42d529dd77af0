import type { Device } from './session-record'

export interface ClientInfo {
  browser: string
  browserVersion: string
  os: string
  device: Device
  /** A phone or a tablet: a touch-first device, often on a cellular connection. */
  isMobile: boolean
}

/** What Chromium browsers say of themselves (`navigator.userAgentData`, User-Agent Client Hints). */
export interface UserAgentHints {
  brands: readonly { brand: string; version: string }[]
  mobile: boolean
  platform: string
}

/**
 * Names the many variants the way the practice reads its statistics: mobile builds, webviews
 * and headless runs count as their browser; Edge stays Edge, though it says "Chrome".
 */
const browserNames: [RegExp, string][] = [
  [/edge/i, 'Edge'],
  [/chrom/i, 'Chrome'],
  [/safari/i, 'Safari'],
  [/firefox/i, 'Firefox'],
]
const osNames: [RegExp, string][] = [
  [/^windows/i, 'Windows'],
  [/^mac ?os/i, 'macOS'],
  [/^(ios|ipados)$/i, 'iOS'],
  [/^android/i, 'Android'],
  [/^(linux|ubuntu|debian|fedora|mint|arch|gentoo|centos|red ?hat|suse|manjaro|kubuntu|slackware)/i, 'Linux'],
]

const named = (table: [RegExp, string][], name: string | undefined) =>
  name ? (table.find(([pattern]) => pattern.test(name))?.[1] ?? name) : 'Other'

export const browserName = (name: string | undefined) => named(browserNames, name)
export const osName = (name: string | undefined) => named(osNames, name)

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

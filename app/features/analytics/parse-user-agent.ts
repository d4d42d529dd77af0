import UAParser from 'ua-parser-js'
import type { Device } from '#shared/analytics/limits'
import { browserName, osName, type ClientInfo } from '#shared/analytics/user-agent-names'

/**
 * Browser, system and device from the user agent string, through ua-parser-js. An iPad in
 * desktop mode presents itself as a Mac; the touch points give it away (`navigator.maxTouchPoints`).
 */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): ClientInfo {
  const parser = new UAParser(userAgent)
  const browser = parser.getBrowser()
  const type = parser.getDevice().type
  let os = osName(parser.getOS().name)
  let device: Device = type === 'tablet' ? 'Tablet' : type === 'mobile' ? 'Mobile' : 'Desktop'
  if (os === 'macOS' && maxTouchPoints > 1) {
    os = 'iOS'
    device = 'Tablet'
  }
  return {
    browser: browserName(browser.name),
    browserVersion: browser.version ?? 'Unknown',
    os,
    device,
    isMobile: device !== 'Desktop',
  }
}

import UAParser from 'ua-parser-js'
import type { Device } from './session-record'

export interface ClientInfo {
  browser: string
  browserVersion: string
  os: string
  device: Device
  /** A phone or a tablet: a touch-first device, often on a cellular connection. */
  isMobile: boolean
}

/**
 * Names the parser's many variants the way the practice reads its statistics: mobile builds,
 * webviews and headless runs count as their browser; Edge stays Edge, though it says "Chrome".
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

/**
 * Browser, system and device from the user agent, through ua-parser-js. An iPad in desktop
 * mode presents itself as a Mac; the touch points give it away (`navigator.maxTouchPoints`).
 */
export function detectClient(userAgent: string, maxTouchPoints = 0): ClientInfo {
  const result = new UAParser(userAgent).getResult()
  let os = named(osNames, result.os.name)
  let device: Device = result.device.type === 'tablet' ? 'Tablet' : result.device.type === 'mobile' ? 'Mobile' : 'Desktop'
  if (os === 'macOS' && maxTouchPoints > 1) {
    os = 'iOS'
    device = 'Tablet'
  }
  return {
    browser: named(browserNames, result.browser.name),
    browserVersion: result.browser.version ?? 'Unknown',
    os,
    device,
    isMobile: device !== 'Desktop',
  }
}

import type { Device } from './limits'

export interface ClientInfo {
  browser: string
  browserVersion: string
  os: string
  device: Device
  /** A phone or a tablet: a touch-first device, often on a cellular connection. */
  isMobile: boolean
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

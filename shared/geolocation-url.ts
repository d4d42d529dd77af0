/**
 * Which IP-geolocation service the server asks (GEOLOCATION_URL): read by the server, and by the
 * build, whose privacy page names the service's host.
 */

/** ipapi.co's per-address answer, whose field names the browser reads (SPEC §7). */
export const DEFAULT_GEOLOCATION_URL = 'https://ipapi.co/{ip}/json/'

/** The URL template from GEOLOCATION_URL: unset means the default, empty means no lookups (null). */
export function geolocationUrlFrom(value: string | undefined): string | null {
  if (value === undefined) return DEFAULT_GEOLOCATION_URL
  if (value.trim() === '') return null
  let protocol = ''
  try {
    protocol = new URL(value.replaceAll('{ip}', '192.0.2.1')).protocol
  } catch {
    // Not a URL: refused below.
  }
  if (!value.includes('{ip}') || (protocol !== 'http:' && protocol !== 'https:')) {
    throw new Error(`GEOLOCATION_URL must be an http(s) URL with {ip} where the address goes, got "${value}"`)
  }
  return value
}

/** The service's host name ("ipapi.co"), or null when lookups are off. */
export function geolocationHost(template: string | null): string | null {
  return template ? new URL(template.replaceAll('{ip}', '192.0.2.1')).host : null
}

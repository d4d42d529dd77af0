import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * The address in canonical form when it is a public unicast address, else null. Loopback,
 * private, link-local, shared (carrier-grade NAT), documentation, multicast and the other
 * special ranges of IPv4 and IPv6 are never sent to a geolocation service; an IPv4-mapped IPv6
 * address counts as its IPv4 address.
 */
export function publicAddress(raw: string): string | null {
  // node:net is strict about syntax (ipaddr.js also reads "127.1" or "0x7f.0.0.1"); a zone
  // index ("%eth0") only belongs on link-local addresses and must not reach a URL.
  if (isIP(raw) === 0 || raw.includes('%')) return null
  const address = ipaddr.process(raw)
  return address.range() === 'unicast' ? address.toString() : null
}

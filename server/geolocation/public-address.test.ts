import { describe, expect, it } from 'vitest'
import { publicAddress } from './public-address'

describe('publicAddress', () => {
  it.each([
    ['8.8.8.8', '8.8.8.8'],
    ['2606:4700:4700:0:0:0:0:1111', '2606:4700:4700::1111'],
    ['::ffff:8.8.4.4', '8.8.4.4'],
  ])('passes %s on as %s', (raw, canonical) => {
    expect(publicAddress(raw)).toBe(canonical)
  })

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.20.30.40'],
    ['private 172.16/12', '172.20.1.1'],
    ['private 192.168/16', '192.168.1.10'],
    ['link-local IPv4', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.12.1'],
    ['documentation', '203.0.113.9'],
    ['multicast', '224.0.0.251'],
    ['broadcast', '255.255.255.255'],
    ['link-local IPv6', 'fe80::1'],
    ['link-local IPv6 with a zone', 'fe80::1%eth0'],
    ['unique local IPv6', 'fd12:3456::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:192.168.0.1'],
  ])('keeps a %s address (%s) to itself', (_, raw) => {
    expect(publicAddress(raw)).toBeNull()
  })

  it.each([
    'unknown',
    '',
    '8.8.8',
    '010.8.8.8',
    '0x08.8.8.8',
    ' 8.8.8.8',
    '8.8.8.8:443',
    '[2606:4700::1]',
    '8.8.8.8/json/../x',
    '2606:4700::1%25eth0',
  ])('refuses %j, which is not one plain address', (raw) => {
    expect(publicAddress(raw)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_GEOLOCATION_URL, geolocationHost, geolocationUrlFrom } from './geolocation-url'

describe('GEOLOCATION_URL', () => {
  it('defaults to ipapi.co, and an empty value turns lookups off', () => {
    expect(geolocationUrlFrom(undefined)).toBe('https://ipapi.co/{ip}/json/')
    expect(geolocationUrlFrom('')).toBeNull()
    expect(geolocationUrlFrom('https://geo.internal.example/lookup?addr={ip}')).toBe(
      'https://geo.internal.example/lookup?addr={ip}',
    )
  })

  it.each(['https://ipapi.co/json/', 'ftp://geo.example/{ip}', 'not a url {ip}', 'javascript:{ip}'])(
    'stops the server on %j, which is no http(s) URL with {ip}',
    (value) => {
      expect(() => geolocationUrlFrom(value)).toThrow(/GEOLOCATION_URL must be an http\(s\) URL with \{ip\}/)
    },
  )

  it('names the service by its host, for the privacy page', () => {
    expect(geolocationHost(DEFAULT_GEOLOCATION_URL)).toBe('ipapi.co')
    expect(geolocationHost('http://geo.example:8080/{ip}')).toBe('geo.example:8080')
    expect(geolocationHost(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { clientFromHints, describeClient } from './detect'

const chrome = [
  { brand: 'Google Chrome', version: '131' },
  { brand: 'Chromium', version: '131' },
  { brand: 'Not_A Brand', version: '24' },
]

describe('clientFromHints', () => {
  it('names the most specific brand and the platform', () => {
    expect(clientFromHints({ brands: chrome, mobile: false, platform: 'Windows' })).toEqual({
      browser: 'Chrome',
      browserVersion: '131',
      os: 'Windows',
      device: 'Desktop',
      isMobile: false,
    })
    const edge = [
      { brand: 'Not A(Brand', version: '8' },
      { brand: 'Chromium', version: '132' },
      { brand: 'Microsoft Edge', version: '132' },
    ]
    expect(clientFromHints({ brands: edge, mobile: false, platform: 'macOS' })).toMatchObject({
      browser: 'Edge',
      os: 'macOS',
    })
  })

  it('tells a phone from an Android tablet, which does not call itself mobile', () => {
    expect(clientFromHints({ brands: chrome, mobile: true, platform: 'Android' })).toMatchObject({
      device: 'Mobile',
      isMobile: true,
    })
    expect(clientFromHints({ brands: chrome, mobile: false, platform: 'Android' })).toMatchObject({
      device: 'Tablet',
      isMobile: true,
    })
  })

  it('falls back to Chromium, and gives up on placeholders only', () => {
    expect(clientFromHints({ brands: chrome.slice(1), mobile: false, platform: 'Linux' })).toMatchObject({
      browser: 'Chrome',
      os: 'Linux',
    })
    expect(clientFromHints({ brands: chrome.slice(2), mobile: false, platform: 'Linux' })).toBeNull()
  })
})

describe('describeClient', () => {
  const safariIphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

  it('believes the hints when there are any, and parses the user agent when there are none', async () => {
    expect(
      await describeClient(safariIphone, 5, { brands: chrome, mobile: false, platform: 'Windows' }),
    ).toMatchObject({ browser: 'Chrome', os: 'Windows' })
    expect(await describeClient(safariIphone, 5, null)).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      device: 'Mobile',
    })
    expect(
      await describeClient(safariIphone, 5, { brands: chrome.slice(2), mobile: false, platform: '' }),
    ).toMatchObject({ browser: 'Safari' })
  })
})

import { describe, expect, it } from 'vitest'
import { parseUserAgent as detectClient } from './parse-user-agent'

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
}

describe('parseUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', '126.0.0.0', 'Windows', 'Desktop'],
    ['edgeWindows', 'Edge', '126.0.2592.87', 'Windows', 'Desktop'],
    ['safariMac', 'Safari', '17.5', 'macOS', 'Desktop'],
    ['firefoxLinux', 'Firefox', '127.0', 'Linux', 'Desktop'],
    ['headless', 'Chrome', '140.0.0.0', 'Linux', 'Desktop'],
    ['chromeAndroid', 'Chrome', '126.0.6478.122', 'Android', 'Mobile'],
    ['edgeAndroid', 'Edge', '126.0.2592.80', 'Android', 'Mobile'],
    ['safariIphone', 'Safari', '17.5', 'iOS', 'Mobile'],
    ['chromeIphone', 'Chrome', '126.0.6478.54', 'iOS', 'Mobile'],
    ['firefoxAndroid', 'Firefox', '127.0', 'Android', 'Mobile'],
    ['ipad', 'Safari', '17.5', 'iOS', 'Tablet'],
  ] as const)('%s is %s %s on %s (%s)', (agent, browser, browserVersion, os, device) => {
    expect(detectClient(agents[agent])).toEqual({
      browser,
      browserVersion,
      os,
      device,
      isMobile: device !== 'Desktop',
    })
  })

  it('tells an iPad in desktop mode from a Mac by its touch points', () => {
    expect(detectClient(agents.safariMac, 5)).toMatchObject({ os: 'iOS', device: 'Tablet', isMobile: true })
    expect(detectClient(agents.safariMac, 0)).toMatchObject({
      os: 'macOS',
      device: 'Desktop',
      isMobile: false,
    })
  })

  it('names what it cannot read "Other" instead of guessing', () => {
    expect(detectClient('')).toMatchObject({
      browser: 'Other',
      os: 'Other',
      device: 'Desktop',
      browserVersion: 'Unknown',
    })
  })
})

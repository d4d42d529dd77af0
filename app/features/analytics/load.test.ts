import { describe, expect, it } from 'vitest'
import { analyticsAllowed } from './load'

describe('analyticsAllowed', () => {
  it('is off when the browser sends Global Privacy Control or Do Not Track', () => {
    expect(analyticsAllowed({ globalPrivacyControl: true })).toBe(false)
    expect(analyticsAllowed({ doNotTrack: '1' })).toBe(false)
    expect(analyticsAllowed({}, '1')).toBe(false)
  })

  it('is on without those signals, or when they say no preference', () => {
    expect(analyticsAllowed({})).toBe(true)
    expect(analyticsAllowed({ globalPrivacyControl: false, doNotTrack: 'unspecified' }, null)).toBe(true)
    expect(analyticsAllowed({ doNotTrack: '0' })).toBe(true)
  })
})

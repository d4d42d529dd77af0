import { afterEach, describe, expect, it, vi } from 'vitest'
import { zoneOffsets } from './zone-offsets'

const july = new Date(Date.UTC(2026, 6, 1, 19, 30)) // 12:30 in Los Angeles (daylight time)

async function wallClockWith(table: unknown) {
  vi.resetModules()
  globalThis.__PRACTICE_ZONE_OFFSETS__ = table as typeof globalThis.__PRACTICE_ZONE_OFFSETS__
  return (await import('./wall-clock')).wallClock
}

afterEach(() => {
  globalThis.__PRACTICE_ZONE_OFFSETS__ = undefined
})

describe('the wall clock', () => {
  it('without a table, asks Intl', async () => {
    const wallClock = await wallClockWith(undefined)
    expect(wallClock(july, 'America/Los_Angeles')).toEqual({ date: '2026-07-01', minutes: 12 * 60 + 30 })
    expect(wallClock(new Date(Date.UTC(2026, 0, 1, 5)), 'America/Los_Angeles')).toEqual({
      date: '2025-12-31',
      minutes: 21 * 60,
    })
  })

  it('reads the table of its zone, within its years, and agrees with Intl', async () => {
    const wallClock = await wallClockWith(zoneOffsets('America/Los_Angeles', 2025, 2030))
    expect(wallClock(july, 'America/Los_Angeles')).toEqual({ date: '2026-07-01', minutes: 12 * 60 + 30 })
    // A table that knew no daylight saving would be read as it is: proof that it is the one read.
    const standardOnly = {
      zone: 'America/Los_Angeles',
      from: 0,
      to: Date.UTC(2030, 0, 1),
      changes: [[0, -480]],
    }
    const fromTable = await wallClockWith(standardOnly)
    expect(fromTable(july, 'America/Los_Angeles')).toEqual({ date: '2026-07-01', minutes: 11 * 60 + 30 })
    // Another zone, or past the table's years: Intl.
    expect(fromTable(july, 'America/New_York')).toEqual({ date: '2026-07-01', minutes: 15 * 60 + 30 })
    expect(fromTable(new Date(Date.UTC(2031, 6, 1, 19, 30)), 'America/Los_Angeles').minutes).toBe(
      12 * 60 + 30,
    )
  })
})
